import { describe, expect, it } from 'vitest'
import { prepareServerHtml } from '@/components/catalogue'

const tags = (html: string) => Array.from(html.matchAll(/<(h\d)\b/g), (m) => m[1])

// Sanitising itself needs a real browser DOM: the hostile product is checked in Chromium by the
// stories (Pages/ProductDetails HostileDescription, Components/Catalogue/SafeHtml Hostile).
describe('server HTML prepared for the page', () => {
  it('moves the highest heading to the base level, keeping the rest relative', () => {
    const html = '<h4>About</h4><p>x</p><h5>Dosage</h5><h4>Storage</h4>'
    expect(tags(prepareServerHtml(html, 3))).toEqual(['h3', 'h4', 'h3'])
    expect(tags(prepareServerHtml('<h1>A</h1><h2>B</h2>', 2))).toEqual(['h2', 'h3'])
  })

  it('never goes past h6 and keeps attributes and content', () => {
    const out = prepareServerHtml('<h2 class="x">A <em>b</em></h2><h6>deep</h6>', 3)
    expect(out).toContain('<h3 class="x">A <em>b</em></h3>')
    expect(tags(out)).toEqual(['h3', 'h6'])
  })

  it('gives images without alt text an empty alt', () => {
    const out = prepareServerHtml('<p><img src="a.png"><img src="b.png" alt="Pack shot"></p>', 3)
    expect(out).toContain('<img src="a.png" alt="">')
    expect(out).toContain('alt="Pack shot"')
  })

  it('returns HTML without headings or images untouched', () => {
    const html = '<p>Plain <strong>text</strong></p>'
    expect(prepareServerHtml(html, 3)).toBe(html)
    expect(prepareServerHtml('', 3)).toBe('')
  })
})
