import { afterEach, describe, expect, it } from 'vitest'
import { announcePageImports, readPageImports } from '@/app/ssr/pageImports'

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }))

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe("the page's imports, announced before its import (decision 0070)", () => {
  it("reads the server's list: built chunks' paths only, from the JSON element, never from another element with its id", () => {
    document.body.innerHTML = [
      // Server HTML in the page may carry the id; only a JSON script element is read.
      '<div id="ssr-imports">["/assets/evil.js"]</div>',
      '<script type="application/json" id="ssr-imports">["/assets/a-1B.js","https://evil.example/x.js","/assets/../x.js",7,"/assets/b_2.js"]</script>',
    ].join('')
    expect(readPageImports()).toEqual(['/assets/a-1B.js', '/assets/b_2.js'])
  })

  it('reads none from a static build or a damaged list', () => {
    expect(readPageImports()).toEqual([])
    document.body.innerHTML = '<script type="application/json" id="ssr-imports">["/assets/a.js"</script>'
    expect(readPageImports()).toEqual([])
    document.body.innerHTML = '<script type="application/json" id="ssr-imports">{"a":1}</script>'
    expect(readPageImports()).toEqual([])
  })

  it('appends a modulepreload link per file not announced yet, four per task', async () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/page.js">'
    const files = ['/assets/page.js', ...Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`)]
    const counts: number[] = []
    const done = announcePageImports(files).then(() => counts.push(links().length))
    // The first four at once, in the caller's task; the rest in tasks of their own.
    counts.push(links().length)
    await done
    expect(counts).toEqual([5, 10])
    expect(links()).toEqual(files.map((href) => ({ href, crossorigin: '' })))
  })
})
