// @vitest-environment node
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { EARLY_TAPS_SCRIPT } from '@/app/ssr/earlyTaps'
import { DATA_MARK, HEAD_MARK, LATE_PRELOADS_SCRIPT, renderDocument, ROOT_MARK, splitHoisted } from '@/server/html'

const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Default" /><title>Online Pharmacy</title>${HEAD_MARK}<script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root">${ROOT_MARK}</div>${DATA_MARK}<noscript>This shop needs JavaScript to run.</noscript></body></html>`

/** A document and timers for the late script: the links it appends, and its timers to run. */
function fakePage(linked: Array<{ rel?: string; crossOrigin?: string; href?: string }> = []) {
  const appended = [...linked]
  const timers: Array<() => void> = []
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    querySelector: (selector: string) => appended.find((link) => selector === `link[href="${link.href}"]`) ?? null,
  }
  const setTimeout = (task: () => void) => timers.push(task)
  return { appended, timers, document, setTimeout }
}
describe('splitHoisted', () => {
  it('takes the head tags React wrote before the markup', () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg"/><title>Napa | Online Pharmacy</title><meta name="description" content="x"/><div class="shell"><title>not hoisted</title></div>'
    expect(splitHoisted(html)).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/><title>Napa | Online Pharmacy</title><meta name="description" content="x"/>',
      body: '<div class="shell"><title>not hoisted</title></div>',
    })
  })

  it('leaves markup without head tags as it is', () => {
    expect(splitHoisted('<div>a</div>')).toEqual({ head: '', body: '<div>a</div>' })
  })
})

describe('renderDocument', () => {
  const parts = {
    template,
    hoisted: '<title>Napa | Online Pharmacy</title><meta name="description" content="Paracetamol"/>',
    assets: '<style>.a{}</style>',
    body: '<div class="shell">Napa</div>',
    payload: { swr: [], mobile: false, origin: 'http://localhost' },
    nonce: 'abc+/=',
    contentRendered: true,
    lang: 'en' as const,
  }

  it('keeps taps before hydration: its script comes first in the head, under the nonce', () => {
    const html = renderDocument(parts)
    expect(html).toContain(`<head><script nonce="abc+/=">${EARLY_TAPS_SCRIPT}</script><meta charset="UTF-8" />`)
    expect(html.split(EARLY_TAPS_SCRIPT)).toHaveLength(2)
  })

  it('puts the page title and description in place of the defaults: one of each', () => {
    const html = renderDocument(parts)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Napa | Online Pharmacy</title>')
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(html).toContain('content="Paracetamol"')
  })

  it('announces late chunks with a script after the payload, under the nonce; none by default', () => {
    expect(renderDocument(parts)).not.toContain(LATE_PRELOADS_SCRIPT)
    const html = renderDocument({ ...parts, lateScripts: ['assets/a.js', 'assets/b.js'] })
    expect(html).toContain(
      `</script><script nonce="abc+/=">${LATE_PRELOADS_SCRIPT}(["/assets/a.js","/assets/b.js"])</script></body>`,
    )
  })

  it('the late script adds a modulepreload link per file, four per task, from timers', () => {
    const { appended, timers, document, setTimeout } = fakePage()
    const files = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`)
    // The script's source, run as the browser would, with this test's document and timers.
    runInNewContext(`${LATE_PRELOADS_SCRIPT}(${JSON.stringify(files)})`, { document, setTimeout })
    expect(appended).toEqual([])
    const perTask: number[] = []
    while (timers.length > 0) {
      const before = appended.length
      timers.shift()?.()
      perTask.push(appended.length - before)
    }
    expect(perTask).toEqual([4, 4, 1])
    expect(appended).toEqual(files.map((href) => ({ rel: 'modulepreload', crossOrigin: '', href })))
  })

  it('the late script skips a file linked already (by the starter), so no file is announced twice', () => {
    const { appended, timers, document, setTimeout } = fakePage([{ href: '/assets/b.js' }])
    runInNewContext(`${LATE_PRELOADS_SCRIPT}(["/assets/a.js","/assets/b.js","/assets/c.js"])`, { document, setTimeout })
    while (timers.length > 0) timers.shift()?.()
    expect(appended.map((link) => link.href)).toEqual(['/assets/b.js', '/assets/a.js', '/assets/c.js'])
  })

  it('keeps the defaults when the page has none', () => {
    const html = renderDocument({ ...parts, hoisted: '' })
    expect(html).toContain('<title>Online Pharmacy</title>')
    expect(html).toContain('content="Default"')
  })

  it('writes the markup into #root, the styles last in the head and the payload with the nonce', () => {
    const html = renderDocument(parts)
    expect(html).toContain('<div id="root"><div class="shell">Napa</div></div>')
    expect(html).toContain('<style>.a{}</style></head>')
    expect(html).toContain('<script type="application/json" id="ssr-data" nonce="abc+/=">{"swr":[]')
    expect(html).toContain('<script nonce="abc+/=" type="module" crossorigin src="/assets/index.js">')
    expect(html).not.toContain('<!--app-')
  })

  it("puts the page data in its place even when the page's markup holds a mark's text", () => {
    const html = renderDocument({ ...parts, body: `<div class="shell">${DATA_MARK}${HEAD_MARK}</div>` })
    expect(html).toContain(
      `<div id="root"><div class="shell">${DATA_MARK}${HEAD_MARK}</div></div><script type="application/json"`,
    )
    expect(html.match(/id="ssr-data"/g)).toHaveLength(1)
  })

  it('drops the "needs JavaScript" notice when the content is in the HTML, and only then', () => {
    expect(renderDocument(parts)).not.toContain('<noscript>')
    expect(renderDocument({ ...parts, contentRendered: false })).toContain('<noscript>')
  })

  it('gives the document the page’s language', () => {
    expect(renderDocument(parts)).toContain('<html lang="en">')
    expect(renderDocument({ ...parts, lang: 'bn' })).toContain('<html lang="bn">')
    expect(renderDocument({ ...parts, lang: 'bn' })).not.toContain('lang="en"')
  })

  it('sends no payload for a page the browser renders itself', () => {
    expect(renderDocument({ ...parts, payload: null })).not.toContain('ssr-data')
  })

  it('is not fooled by replacement patterns in the markup', () => {
    const html = renderDocument({ ...parts, body: "<p>$& $' $` $$</p>" })
    expect(html).toContain("<p>$& $' $` $$</p>")
  })
})
