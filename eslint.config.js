// @ts-check
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Import boundaries (README.md, "Layout"): each layer lists what it may not import.
 * Type-only imports are allowed, so a component can name the Product type without the API layer.
 */
/** Regex, so that `@/api/images` (the one place image URLs are built) stays importable by components. */
const apiLayer = { regex: String.raw`(^@|(^|/)\.\.?|^src)/api(/(?!images$)[^]*)?$` }
const dataHooks = ['@/hooks', '@/hooks/*', '**/hooks/*', 'swr', 'swr/*']
const storage = ['@/lib/storage', '**/lib/storage']
const machinesLayer = ['@machines/*', '**/machines/*', 'xstate', '@xstate/react']
const mockShop = ['@mocks/*', '**/mocks/*', 'msw', 'msw/*', 'msw-storybook-addon', 'msw-storybook-addon/*']
/** The folders of src/, for relative imports that climb out of one into another. */
const srcFolders = fs
  .readdirSync(path.join(import.meta.dirname, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/**
 * Any module of the app outside src/<own> and src/rules: '@/x/...', '../src/x/...' or a relative
 * path that climbs into a sibling folder ('../../lib/storage' from src/i18n/...).
 * @param {string} own
 */
function appOutside(own) {
  const others = srcFolders.filter((name) => name !== own && name !== 'rules').join('|')
  return { regex: String.raw`^(@/(?!(${own}|rules)/)|(\.\./)+src/(?!(${own}|rules)/)|(\.\./)+(${others})/)` }
}
/** Any module of the app (src/) outside the pure rules of src/rules: what machines may not import at run time. */
const appOutsideRules = appOutside('rules')
/** The languages layer sits below src/lib: nothing of the app outside src/i18n (and src/rules). */
const appOutsideI18n = appOutside('i18n')
/** The whole API layer, src/api/images included (for the layers below it). */
const wholeApiLayer = { regex: String.raw`(^@|(^|/)\.\.?|^src)/api(/[^]*)?$` }
/** Route pages and the app shell: only the app (routes) imports pages. */
const upperLayers = ['@/pages/*', '@/app/*']
/** Feature logic and feature hooks, one folder per area (README "Layout"). */
const featureFolders = [
  '@/account/*',
  '@/cart/*',
  '@/catalogue/*',
  '@/checkout/*',
  '@/content/*',
  '@/seo/*',
  '@/session/*',
  '@/wishlist/*',
  '@/recentlyViewed/*',
  '@/newsletter/*',
  '@/offline/*',
]

const MOCK_SHOP_MESSAGE = 'The app never imports the mock shop (only src/main.tsx starts it in mock builds).'

/** @param {string} message @param {Array<string[] | { regex: string }>} groups */
function forbidden(message, ...groups) {
  return groups.map((group) =>
    Array.isArray(group) ? { group, message, allowTypeImports: true } : { ...group, message, allowTypeImports: true },
  )
}

/** @param {string} message @param {Array<string[] | { regex: string }>} groups */
function forbid(message, ...groups) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns: forbidden(message, ...groups) }] }
}

/**
 * react-toastify's main entry writes its stylesheet into the page when its container mounts, with
 * its variables on :root: every element restyled at the shopper's first press (docs/decisions/0064).
 */
const TOASTIFY_MAIN_ENTRY =
  "Import 'react-toastify/unstyled' (through '@/lib/toast'): the main entry injects a stylesheet that restyles the whole page."

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'build/',
      'build-e2e/',
      'storybook-static/',
      'coverage/',
      'node_modules/',
      'mocks/public/',
      'public/',
      'test-results/',
      'playwright-report/',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      '*.js',
      '*.mjs',
      'scripts/**',
      'mocks/scripts/**',
      'mocks/api-server.ts',
      'src/server/**',
      '*.config.ts',
      'tests/e2e/**',
      'tests/chromium.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Interface texts (issue 16, decision 0035): every text a shopper sees or hears is written with
  // Lingui's macros (t``, msg``, <Trans>) so it has a Bangla translation (npm run i18n:check). Strings
  // that are not texts (keys, CSS queries, log labels, brand names) are ignored by name or pattern, or
  // carry an eslint-disable comment saying why.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/server/**', 'src/api/**', 'src/seo/{structuredData,productData}.ts', '**/*.test.*', 'src/**/*.d.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // one word without a capital letter (keys, paths, CSS), CONSTANT_CASE, and no letters at all
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$'],
          ignoreFunctions: [
            'console.*',
            'Error',
            'useLogFailure',
            'report',
            'URLSearchParams',
            'new Intl.*',
            'matchMedia',
            '*.matchMedia',
            'useMediaQuery',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|key|id|to|href|src|type|role|name|rel|target|variant|size|method|as|autoComplete|inputMode|pattern|mode|display|loading|decoding|fetchPriority|sizes|srcSet|network|path|dateTime|lang|hrefLang|htmlFor|form|accept|capture|enterKeyHint)$|Path$|Url$|URL$|QUERY$|Class$|^data-testid$',
              },
            },
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  // Presentational components: props in, callbacks out. Feature logic reaches them as props too;
  // the rules and helpers they need live below them (src/rules, src/lib).
  {
    files: ['src/components/**'],
    rules: forbid(
      'Presentational components get data as props and emit callbacks: no API layer, data hooks, storage, machines, mocks or feature folders (put a shared rule in src/rules or src/lib).',
      apiLayer,
      dataHooks,
      storage,
      machinesLayer,
      mockShop,
      featureFolders,
    ),
  },
  // The unit project runs a worker's files in one module graph (vite.config.ts, decision 0056): a
  // file that replaces a module must be named *.isolated.test.* to get a graph of its own.
  {
    files: ['tests/unit/**', 'machines/**/*.test.ts'],
    ignores: ['**/*.isolated.test.*'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'A file that replaces modules is named *.isolated.test.ts(x): the unit project shares modules between files.',
        })),
      ],
    },
  },
  // Machines are pure: side effects are actors injected with .provide(); the only app modules they
  // run are the pure rules of src/rules (types may come from anywhere).
  {
    files: ['machines/**'],
    ignores: ['machines/**/*.test.ts'],
    rules: forbid(
      'Machines are pure: side effects come in as actors through .provide(), and the only app code they run is src/rules (no API layer, storage, React, mocks or feature folders).',
      appOutsideRules,
      dataHooks,
      mockShop,
      ['react', 'react-dom'],
    ),
  },
  // The API layer talks HTTP and knows nothing of React or the UI.
  {
    files: ['src/api/**'],
    rules: forbid(
      'The API layer is plain TypeScript: no React, SWR, components, machines or mocks.',
      ['react', 'react-dom', 'swr', '@/components/*', '@/pages/*', '@/hooks/*'],
      machinesLayer,
      mockShop,
    ),
  },
  // App code uses zod/mini (tree-shakable): classic zod costs ~25 KB gzip of the first visit.
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini' in app code (docs/decisions/0015-zod-mini.md)." },
            { name: 'react-toastify', message: TOASTIFY_MAIN_ENTRY },
            {
              name: 'react-toastify/unstyled',
              message:
                "Use '@/lib/toast': the library loads on the first toast (docs/decisions/0022-first-load-budget.md).",
            },
          ],
        },
      ],
    },
  },
  // Storybook shows the app's toasts: its container must be the instance '@/lib/toast' loads.
  {
    files: ['stories/**', '.storybook/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-toastify', message: TOASTIFY_MAIN_ENTRY }] }],
    },
  },
  // The two files that load react-toastify for the rest of the app, from its unstyled entry.
  {
    files: ['src/lib/toast.ts', 'src/app/ToastHost.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini' in app code (docs/decisions/0015-zod-mini.md)." },
            { name: 'react-toastify', message: TOASTIFY_MAIN_ENTRY },
          ],
        },
      ],
    },
  },
  // App code never reaches into the mock shop; only the bootstrap may start it.
  {
    files: ['src/**'],
    ignores: ['src/components/**', 'src/api/**', 'src/main.tsx'],
    rules: forbid(MOCK_SHOP_MESSAGE, mockShop),
  },
  // Where things go (README "Layout"). Each block repeats the mock shop: a later block's options
  // replace an earlier one's for the files both match.
  {
    files: ['src/lib/**'],
    rules: forbid(
      'src/lib holds the helpers everything else uses: it imports only src/rules and src/i18n (no API layer, pages, app, components, hooks, features or machines).',
      mockShop,
      [...upperLayers, ...featureFolders, '@/hooks/*', '@/components/*'],
      machinesLayer,
      wholeApiLayer,
    ),
  },
  // The languages (src/i18n) sit below src/lib: money formatting takes the locale as an argument.
  {
    files: ['src/i18n/**'],
    rules: forbid(
      'src/i18n is the languages layer below src/lib: it imports nothing else of the app.',
      appOutsideI18n,
      mockShop,
      machinesLayer,
    ),
  },
  // The pure rules (quantity bounds, paisa arithmetic, the checkout minimum, ...): the bottom layer,
  // run by machines, features, components and the mock shop alike.
  {
    files: ['src/rules/**'],
    rules: forbid(
      'src/rules holds pure rules: plain functions and constants that import nothing of the app but src/rules (types excepted), and no React or libraries with effects.',
      appOutsideRules,
      ['@machines/*', '**/machines/*'],
      mockShop,
      machinesLayer,
      ['react', 'react-dom', 'swr', 'swr/*', '@lingui/*'],
    ),
  },
  {
    files: ['src/hooks/**'],
    rules: forbid(
      'src/hooks holds SWR data hooks and generic hooks: feature hooks live in their feature folder (src/checkout, src/cart, ...).',
      mockShop,
      [...upperLayers, ...featureFolders, '@/components/*'],
    ),
  },
  {
    files: featureFolders.map((folder) => `src/${folder.slice(2, -2)}/**`),
    rules: forbid(
      'Feature folders hold logic and hooks that pages use; they never import pages or the app.',
      mockShop,
      upperLayers,
    ),
  },
  // Pages are route components (.tsx) that wire; their logic and hooks live in a feature folder.
  {
    files: ['src/pages/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'src/pages holds route components (.tsx) only: put feature logic and hooks in src/<feature>/ (README "Layout").',
        },
      ],
    },
  },
  // The catalogue barrel re-exports every catalogue component: a page importing a value from it
  // loads them all (and DOMPurify with the product page's), whatever it draws. Types may come from
  // it. The product and content pages draw most of them and keep the barrel: split, their
  // components came as more chunks whose names the entry's preload map carries, and the first
  // visit's script went over its 150 KB budget (docs/perf.md, 2026-12-02).
  {
    files: ['src/pages/**/*.tsx'],
    ignores: ['src/pages/catalogue/ProductDetailsPage.tsx', 'src/pages/catalogue/ContentPage.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden(MOCK_SHOP_MESSAGE, mockShop),
            ...forbidden(
              "Import a catalogue component from its own folder ('@/components/catalogue/ListingView'): the barrel's chunk holds every catalogue component.",
              { regex: '^@/components/catalogue$' },
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportNamedDeclaration > FunctionDeclaration[id.name=/^use[A-Z]/], ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^use[A-Z]/]',
          message: 'Feature hooks live in src/<feature>/ (README "Layout"), not in a page.',
        },
      ],
    },
  },
)
