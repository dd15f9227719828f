// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderDocument } from '@/server/html'
import { entryImportScripts, pageAssets, pageRunScripts, type Manifest } from '@/server/manifest'
import { AssetReader, ENTRY_SCRIPTS_STARTER, inlineStylesheet, pageAssetTags, prepareTemplate } from '@/server/template'

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/catalogue/ProductDetailsPage.tsx': {
    file: 'assets/ProductDetailsPage.js',
    imports: ['_react.js', '_catalogue.js'],
    dynamicImports: ['_swiper.js'],
    css: ['assets/ProductDetailsPage.css'],
  },
  '_catalogue.js': { file: 'assets/catalogue.js', imports: ['_card.js'], css: ['assets/catalogue.css'] },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  '_swiper.js': { file: 'assets/swiper.js', css: ['assets/swiper.css'] },
}

describe('pageAssets', () => {
  const page = 'src/pages/catalogue/ProductDetailsPage.tsx'

  it("collects the styles of the page's static imports, not the entry's and not lazy ones", () => {
    expect(pageAssets(manifest, [page], 'page').stylesheets).toEqual([
      'assets/ProductDetailsPage.css',
      'assets/catalogue.css',
      'assets/card.css',
    ])
  })

  it('announces the page chunk, its imports too, or nothing', () => {
    expect(pageAssets(manifest, [page], 'page').scripts).toEqual(['assets/ProductDetailsPage.js'])
    expect(pageAssets(manifest, [page], 'page-and-imports').scripts).toEqual([
      'assets/ProductDetailsPage.js',
      'assets/catalogue.js',
      'assets/card.js',
    ])
    expect(pageAssets(manifest, [page], 'none').scripts).toEqual([])
    expect(pageAssets(manifest, [page], 'page').lateScripts).toEqual([])
  })

  it('or the page chunk in the head, then its imports once the HTML has been read', () => {
    const assets = pageAssets(manifest, [page], 'page-imports-late')
    expect(assets.scripts).toEqual(['assets/ProductDetailsPage.js'])
    expect(assets.lateScripts).toEqual(['assets/catalogue.js', 'assets/card.js'])
  })

  it('knows nothing of a page the build does not have', () => {
    expect(pageAssets(manifest, ['src/pages/Nope.tsx'], 'page')).toEqual({
      stylesheets: [],
      scripts: [],
      lateScripts: [],
    })
  })
})

describe('entryImportScripts', () => {
  it("lists the entry's imports, each after what it imports, as the browser evaluates them", () => {
    const graph: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js', '_framework.js', '_app.js'] },
      '_app.js': { file: 'assets/app.js', imports: ['_runtime.js', '_framework.js'], css: ['assets/app.css'] },
      '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'src/pages/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_app.js'] },
    }
    expect(entryImportScripts(graph)).toEqual(['assets/runtime.js', 'assets/framework.js', 'assets/app.js'])
    expect(entryImportScripts({ 'index.html': { file: 'assets/index.js', isEntry: true } })).toEqual([])
  })
})

describe('pageRunScripts', () => {
  const graph: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js', '_framework.js'] },
    '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/pages/ProductPage.tsx': {
      file: 'assets/ProductPage.js',
      imports: ['_framework.js', 'index.html', '_listing.js', '_api.js'],
      dynamicImports: ['_swiper.js'],
    },
    // Imports the entry (shared code lives there): it runs with the page, not before the entry.
    '_listing.js': { file: 'assets/listing.js', imports: ['index.html', '_xstate.js', '_api.js'] },
    '_xstate.js': { file: 'assets/xstate.js', css: ['assets/xstate.css'] },
    '_api.js': { file: 'assets/api.js', imports: ['_zod.js', '_framework.js'] },
    '_zod.js': { file: 'assets/zod.js' },
    '_swiper.js': { file: 'assets/swiper.js' },
    'src/pages/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['index.html'] },
  }

  it("lists the page's imports that need neither the entry nor import it, each after what it imports", () => {
    expect(pageRunScripts(graph, ['src/pages/ProductPage.tsx'])).toEqual([
      'assets/xstate.js',
      'assets/zod.js',
      'assets/api.js',
    ])
  })

  it('lists nothing for a page whose imports are all the entry’s, or one the build does not have', () => {
    expect(pageRunScripts(graph, ['src/pages/HomePage.tsx'])).toEqual([])
    expect(pageRunScripts(graph, ['src/pages/Nope.tsx'])).toEqual([])
  })

  it("puts them in the starter's list between the entry's imports and the entry, once per page", () => {
    const withEntry =
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>'
    const split = { css: 'link', entryPreloads: false, entryScripts: 'split' } as const
    const template = prepareTemplate(withEntry, split, new AssetReader(os.tmpdir()), entryImportScripts(graph))
    const render = (runScripts: string[]) =>
      renderDocument({
        template,
        hoisted: '',
        assets: '',
        runScripts,
        body: '<p>/*page-scripts*/</p>',
        payload: null,
        nonce: 'n',
        contentRendered: true,
        lang: 'en',
      })
    const starterList = (runScripts: string[]) =>
      JSON.parse(/\}\)\((\[[^\]]*\])\)<\/script>/.exec(render(runScripts))?.[1] ?? 'null') as string[]
    // The page's markup is never searched: a mark in it stays text.
    expect(render(['assets/api.js'])).toContain('<p>/*page-scripts*/</p>')
    expect(starterList(pageRunScripts(graph, ['src/pages/ProductPage.tsx']))).toEqual([
      '/assets/runtime.js',
      '/assets/framework.js',
      '/assets/xstate.js',
      '/assets/zod.js',
      '/assets/api.js',
      '/assets/index.js',
    ])
    expect(starterList([])).toEqual(['/assets/runtime.js', '/assets/framework.js', '/assets/index.js'])
  })
})

describe('head strategy', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'assets/index.css'), 'body{margin:0}')
  fs.writeFileSync(path.join(dir, 'assets/page.css'), '.a::after{content:"</style><script>x</script>"}')
  const reader = new AssetReader(dir)
  const template =
    '<head><link rel="modulepreload" crossorigin href="/assets/react.js">\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>'

  it('writes the styles into the page and links the file for the cache without blocking rendering', () => {
    const html = prepareTemplate(template, { css: 'inline', entryPreloads: false, entryScripts: 'single' }, reader)
    expect(html).toBe(
      '<head><style data-href="/assets/index.css">body{margin:0}</style><link rel="stylesheet" media="print" href="/assets/index.css"></head>',
    )
  })

  it('keeps the template as Vite wrote it when asked to', () => {
    expect(prepareTemplate(template, { css: 'link', entryPreloads: true, entryScripts: 'single' }, reader)).toBe(
      template,
    )
  })

  it('announces the entry and its imports, and runs them one by one after the first paint, when asked to', () => {
    const withEntry = '<head><script type="module" crossorigin src="/assets/index.js"></script>\n</head>'
    const split = { css: 'link', entryPreloads: false, entryScripts: 'split' } as const
    const html = prepareTemplate(withEntry, split, reader, ['assets/react.js', 'assets/app.js'])
    expect(html).toBe(
      `<head><script>${ENTRY_SCRIPTS_STARTER}(["/assets/react.js","/assets/app.js"/*page-scripts*/,"/assets/index.js"])</script>\n</head>`,
    )
    expect(prepareTemplate(withEntry, { ...split, entryScripts: 'single' }, reader, ['assets/react.js'])).toBe(
      withEntry,
    )
  })

  it('never lets CSS end its style element', () => {
    const tag = inlineStylesheet('/assets/page.css', reader.read('/assets/page.css') ?? '')
    expect(tag.match(/<\/style>/g)).toHaveLength(1)
    expect(tag).toContain('<\\/style><script>')
  })

  it("reads only the build's own files", () => {
    expect(reader.read('/../../etc/passwd')).toBeNull()
    expect(reader.read('/assets/missing.css')).toBeNull()
  })

  it("writes a page's tags: styles inline (or linked when the file is missing), then the hints", () => {
    const tags = pageAssetTags(
      {
        stylesheets: ['assets/page.css', 'assets/missing.css'],
        scripts: ['assets/page.js'],
        lateScripts: ['assets/card.js'],
      },
      { css: 'inline', entryPreloads: false, entryScripts: 'single' },
      reader,
    )
    expect(tags).toMatch(
      /^<style data-href="\/assets\/page.css">.*<\/style><link rel="stylesheet" media="print" href="\/assets\/page.css"><link rel="stylesheet" crossorigin href="\/assets\/missing.css"><link rel="modulepreload" crossorigin href="\/assets\/page.js">$/,
    )
  })
})

describe('pageAssets for a page drawn in the browser', () => {
  it("announces the entry's imports and every chunk of the page", () => {
    const page = 'src/pages/catalogue/ProductDetailsPage.tsx'
    expect(pageAssets(manifest, [page], 'page-and-imports', { entryImports: true }).scripts).toEqual([
      'assets/react.js',
      'assets/ProductDetailsPage.js',
      'assets/catalogue.js',
      'assets/card.js',
    ])
  })
})
