import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { loadEnv } from 'vite'
import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { firstLoadPreloads } from './scripts/first-load-preloads.ts'
import { linguiMacros } from './scripts/lingui-macros.ts'
import { mockShopAssets } from './scripts/mock-shop-assets.ts'
import { appServiceWorker } from './scripts/service-worker.ts'
import { toastifyScope } from './scripts/toastify-scope.ts'
import { securityHeaders } from './src/server/securityHeaders.ts'
import { chromiumArgs, chromiumPath, pinnedFontsEnv } from './tests/chromium.ts'

const root = path.dirname(fileURLToPath(import.meta.url))

/** What every page needs at start: one chunk (see build.rolldownOptions). */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|zod(?![\\/]v4[\\/]locales)|use-sync-external-store|dequal|jwt-decode)[\\/]/

/** Pre-bundled up front so a cold browser run never re-bundles mid-run (see docs/decisions). */
const optimizeDepsInclude = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router-dom',
  'swr',
  'swr/immutable',
  'swr/mutation',
  'swr/infinite',
  'swr/_internal',
  'xstate',
  '@xstate/react',
  '@radix-ui/react-dialog',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'react-toastify/unstyled',
  'swiper/react',
  'swiper/modules',
  'zod',
  'zod/mini',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'dompurify',
  'jwt-decode',
  // The refill reminder's calendar file (src/account/refillCalendar.ts, imported on download).
  'ics',
  // The interface texts' runtime (src/i18n/lingui.ts, src/i18n/Trans.tsx).
  '@lingui/core',
  '@lingui/react/server',
  // tests/bangla/storiesInBangla.ts (portable stories and axe).
  '@storybook/react-vite',
  'axe-core',
]

/** Vitest's browser mode in Debian's headless Chromium (tests/chromium.ts), for the browser-mode projects. */
function headlessChromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
  }
}

/** The app's service worker: client builds without the mock shop, never Storybook's (decision 0033). */
function withServiceWorker(mode: string, command: string, isSsrBuild = false): boolean {
  return command === 'build' && !isSsrBuild && loadEnv(mode, root).VITE_MOCK_SHOP !== 'true' && !process.env.STORYBOOK
}

/**
 * The app's own modules every first visit runs (the shell's data, storage, session, money, texts,
 * the home page's calls), in one file: left to the bundler they came as ~15 files of 0.2-2 KB,
 * each compressed alone, which cost 3.4 KB gzip of the first visit (decision 0035). A module in
 * this list that a first visit stops needing still loads with it; one missing from it comes back as
 * a small file; `npm run size` shows both. The home carousel's settings and class names are one
 * such file (310 B gzip alone); the carousel itself, shared by the home and product pages, and
 * useNear, another (1.4 KB gzip as two files).
 */
const START_MODULES =
  /[\\/]src[\\/](lib[\\/](money|useMoney|email|pricing|storage|paths|messages|toast|motion)|rules[\\/](money|product)|i18n[\\/](locale|lingui|LocaleContext)|api[\\/](client|http|errors|shell|lenient|entities|catalogue|home)|session[\\/](session|signInOut)|cart[\\/](toasts|useCartActions)|components[\\/](layout[\\/](icons|shellLinks)|ProductCard[\\/]\w+|ProductImage[\\/]\w+))\.tsx?$|[\\/]src[\\/]components[\\/](home[\\/]carouselConfig\.ts|Carousel[\\/](Carousel\.tsx|Carousel\.module\.css|index\.ts))$|[\\/]src[\\/]lib[\\/]useNear\.ts$|[\\/]node_modules[\\/]@lingui[\\/]core[\\/]/

/**
 * Lazy code the catalogue's pages share, in one file per group instead of a file per module: split
 * by which pages happen to share each module, the listing, search and product pages loaded 16-27
 * files beyond the entry, each a request and a modulepreload link appended in the page's import
 * task, and each chunk's name is bytes of the entry's preload map. Nothing here is in the first
 * visit's graph (`npm run size` would say so). Left out on purpose: modules the cart page, the
 * account's pages, the content forms or the shell's menu import (ProductGrid, lib/unitPrice,
 * CategoryTree, Pagination, api/content), so those do not load the catalogue's code. A group takes
 * only the modules it names (`includeDependenciesRecursively: false`): by default it also takes
 * their imports, and `listing` took the shell's CategoryTree out of the entry into the first visit.
 */
// The area modules the pages call (the shell's and the home page's are in START_MODULES).
const API_MODULES = /[\\/]src[\\/]api[\\/](account|auth|cart|checkout|orders|index)\.ts$/
// The listings', search's and the product page's shared views and hooks.
const LISTING_MODULES =
  /[\\/]src[\\/](components[\\/](catalogue[\\/]((ListingView|SortSelect|Breadcrumb|SearchResults|ProductResults|CategorySidebar)[\\/][^\\/]+|shared\.ts)|UnitPrice[\\/][^\\/]+)|hooks[\\/]useCatalogue\.ts|catalogue[\\/](cartBindings|urlState|useCollectionPage)\.ts)$/
// A failed load's message and its retry, used by the catalogue, checkout and the account alike.
const RETRY_MODULES =
  /[\\/]src[\\/](components[\\/](catalogue[\\/]LoadError[\\/][^\\/]+|form[\\/]RetryNote\.(tsx|module\.css))|hooks[\\/]useRetry\.ts)$/

/**
 * A build's CSS module class names: `_` and 6 base-36 characters of a SHA-256 of the file's path
 * (from the project root) and the class. The same in the browser's and the server's builds (the
 * server's HTML must carry the names the browser's styles define), so no counter or order-dependent
 * collision handling: two classes that hash alike fail the build instead (about one chance in a
 * million per build at this project's ~2,000 classes).
 */
function shortClassName() {
  const owners = new Map<string, string>()
  return (local: string, file: string): string => {
    const id = `${path
      .relative(root, file.split('?')[0] ?? file)
      .split(path.sep)
      .join('/')}:${local}`
    const name = `_${BigInt(`0x${createHash('sha256').update(id).digest('hex').slice(0, 12)}`)
      .toString(36)
      .slice(-6)}`
    const owner = owners.get(name)
    if (owner !== undefined && owner !== id) throw new Error(`CSS modules: ${owner} and ${id} hash to ${name}`)
    owners.set(name, id)
    return name
  }
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const preloads = firstLoadPreloads()
  return {
    plugins: [
      // Lingui: macros expanded (English messages compiled in place), catalogues compiled on import;
      // a Bangla text missing from the catalogue fails the build (src/i18n/lingui.ts).
      linguiMacros(),
      lingui({ failOnMissing: true, failOnCompileError: true }),
      react(),
      // react-toastify's variables on its container, not :root (arriving late, :root restyled every element).
      toastifyScope(),
      preloads.plugin,
      mockShopAssets(path.join(root, 'mocks/public'), loadEnv(mode, root).VITE_MOCK_SHOP === 'true'),
      withServiceWorker(mode, command, isSsrBuild) && appServiceWorker(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: path.join(root, 'src') },
        { find: '@machines', replacement: path.join(root, 'machines') },
        { find: '@mocks', replacement: path.join(root, 'mocks') },
        // `ics` (refill reminders' calendar file, loaded on demand) is CommonJS and require()s
        // nanoid, yup and runes2, which resolve to their ES builds: bundling an ES module behind
        // require() pulls two interop helpers into the shared runtime chunk of the first visit
        // (83 B gzip). Their CommonJS builds are the same code. Bare names only; nothing else in
        // the app imports them.
        { find: /^nanoid$/, replacement: path.join(root, 'node_modules/nanoid/index.browser.cjs') },
        { find: /^yup$/, replacement: path.join(root, 'node_modules/yup/index.js') },
        { find: /^runes2$/, replacement: path.join(root, 'node_modules/runes2/dist/index.cjs') },
      ],
    },
    optimizeDeps: { include: optimizeDepsInclude },
    // CSS modules' class names in builds: a hash of the file and the class, 6 characters, instead
    // of Vite's `_local_hash_line` (readable names stay in development, Storybook and the tests).
    css: command === 'build' ? { modules: { generateScopedName: shortClassName() } } : undefined,
    server: { port: 5173 },
    // `vite preview` (and so the e2e run) serves builds with the production security headers.
    preview: { port: 4173, headers: securityHeaders() },
    build: {
      target: 'es2022',
      // Lazy imports do not preload what the entry has already loaded (scripts/first-load-preloads.ts).
      // No modulepreload polyfill (224 B of the first visit): only Safari before 17 lacks
      // modulepreload, and there a page's chunks load as its imports are found (decision 0060).
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      // Maps for the operator (build/client/assets), not referenced from the files: the server never
      // sends them (decision 0037), and the comment cost every first-visit file its bytes.
      sourcemap: 'hidden',
      // scripts/size.mjs reads the manifest to sum what a first visit loads.
      manifest: true,
      // The demo build carries the mock shop's catalogue in one lazy chunk.
      chunkSizeWarningLimit: mode === 'demo' ? 1500 : 500,
      rolldownOptions: {
        output: {
          // The browser's files: seven characters of hash (42 bits, the least Rolldown allows for
          // this many chunks) instead of eight: every lazy import in the entry names its file and
          // its preloads' files, so one character per name is bytes of the first visit. (The
          // server's build keeps its own names: build/server/index.js is what `npm run serve` runs.)
          ...(isSsrBuild
            ? {}
            : {
                entryFileNames: 'assets/[name]-[hash:7].js',
                chunkFileNames: 'assets/[name]-[hash:7].js',
                assetFileNames: 'assets/[name]-[hash:7][extname]',
              }),
          // The libraries every page starts with, in one file: split by how the app's own modules
          // happen to be shared, they came as a dozen small files (each gzipped alone, each a request).
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK_MODULES },
              { name: 'app', test: START_MODULES },
              { name: 'api', test: API_MODULES, includeDependenciesRecursively: false },
              { name: 'listing', test: LISTING_MODULES, includeDependenciesRecursively: false },
              { name: 'retry', test: RETRY_MODULES, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    test: {
      // Test files at once, per pool (Node workers, browser pages). Vitest's default is one fewer
      // than the machine's cores: one on the team's 2-core machines, where a project's longest file
      // (the fault matrix, the Bangla pass) then ran alone while the other core waited. The long
      // files are split in parts for it (docs/decisions/0056-npm-test-in-parallel.md).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            // A worker runs its files one after another without importing the app, the mock shop
            // and happy-dom again for each: the setup file gives every file a fresh browser
            // (storage emptied, the stores told so). Less than half the CPU (decision 0056).
            isolate: false,
            include: ['tests/unit/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
            exclude: ['**/*.isolated.test.*'],
            setupFiles: ['tests/setup/unit.ts'],
          },
        },
        {
          // Files that replace modules (vi.mock): each in its fresh module graph, as a replaced
          // module must not reach, or miss, another file (lint keeps vi.mock in these files).
          extends: true,
          test: {
            name: 'unit-isolated',
            environment: 'happy-dom',
            include: ['tests/unit/**/*.isolated.test.{ts,tsx}'],
            setupFiles: ['tests/setup/unit.ts'],
          },
        },
        {
          // Unit tests that need a real browser DOM (DOMPurify, layout): tests/browser/, in Chromium.
          extends: true,
          // The app on the mock shop (tests/browser/faults, xss, submits): its service worker and images.
          plugins: [mockShopAssets(path.join(root, 'mocks/public'), true)],
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.{ts,tsx}'],
            browser: headlessChromium(),
          },
        },
        {
          // Every story rendered as on a Bangla page, with axe (tests/bangla/): its own project and
          // browser, run beside the storybook project in one Vitest run (npm run test:stories: one
          // page each, so the two use the machine's two cores), never beside the timing-sensitive
          // browser tests (test:unit).
          extends: true,
          plugins: [mockShopAssets(path.join(root, 'mocks/public'), true)],
          test: {
            name: 'bangla',
            include: ['tests/bangla/**/*.test.{ts,tsx}'],
            browser: { ...headlessChromium(), screenshotFailures: false },
          },
        },
        {
          // Offline screenshot baselines of key stories at 390 and 1280 px (docs/decisions/0020-visual-baselines.md).
          extends: true,
          // The mock shop's service worker and images, as Storybook serves them (staticDirs).
          plugins: [mockShopAssets(path.join(root, 'mocks/public'), true)],
          test: {
            name: 'visual',
            include: ['tests/visual/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/visual/setup.ts'],
            // Writes the pinned fonts that the browser's fontconfig sees (tests/visual/fonts.conf).
            globalSetup: ['tests/visual/global-setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                // Only the project's pinned fonts (tests/visual/fonts.conf), whatever the machine has.
                launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: pinnedFontsEnv() },
                // Carousels and transitions stand still (the app honours reduced motion); the window is
                // larger than the largest viewport, so the test frame is never scaled down.
                contextOptions: { reducedMotion: 'reduce', viewport: { width: 1600, height: 1200 } },
              }),
              instances: [{ browser: 'chromium' }],
              // Failure screenshots would land next to the baselines.
              screenshotFailures: false,
              // Baselines: tests/visual/__screenshots__/<file>/<name>-chromium-linux.png
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
                },
              },
            },
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          test: {
            name: 'storybook',
            // The story files run one after another in one page, without a fresh page and a fresh
            // import of the preview (the mock shop's worker, the decorators, the styles) for each
            // of them: the preview's beforeEach resets what a story may leave behind (the mock
            // shop, storage, the cart's sync and panel, toasts), between files as between stories.
            // 40% less CPU for the same tests (docs/decisions/0050-npm-test-time.md).
            isolate: false,
            // A bound, not a timing: on a clean clone a story's first lazy chunk (the home page's
            // lower sections) is transformed cold, which took 5-10 s on a busy 2-core machine, and
            // Vitest's default 5 s ended such a play before its own waits (up to 15 s each, set in
            // .storybook/preview.tsx) did.
            testTimeout: 30_000,
            browser: headlessChromium(),
          },
        },
      ],
    },
  }
})
