import { describe, expect, it } from 'vitest'
import { excerpt, htmlToText, sanitizeHtml } from '@/lib/sanitize'

const payloads = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div style="background:url(javascript:alert(1))" onmouseover="window.__xss=1">x</div>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
]

describe('sanitizeHtml', () => {
  it.each(payloads)('removes what could run: %s', (payload) => {
    const safe = sanitizeHtml(`<p>Hello</p>${payload}`)
    expect(safe).not.toMatch(/<script|onerror|onmouseover|javascript:|<iframe|<form|style=/i)
    expect(safe).toContain('<p>Hello</p>')
  })

  it('keeps formatting and makes links safe', () => {
    const safe = sanitizeHtml(
      '<h3>Dose</h3><ul><li><strong>Adults</strong>: 1-2 tablets</li></ul><a href="https://example.com">leaflet</a>',
    )
    expect(safe).toContain('<h3>Dose</h3>')
    expect(safe).toContain('<strong>Adults</strong>')
    expect(safe).toContain('rel="noopener noreferrer"')
    expect(safe).toContain('target="_blank"')
  })

  it('gives empty output for nothing', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('plain text and excerpts', () => {
  it('strips tags and collapses whitespace', () => {
    expect(htmlToText('<p>Napa   <b>500</b></p>\n<p>mg</p>')).toBe('Napa 500 mg')
    expect(htmlToText('<p>Call by phone.</p><h4>Requirements</h4><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Call by phone. Requirements One Two',
    )
    expect(htmlToText('a<br>b')).toBe('a b')
  })

  it('cuts at a word within the limit', () => {
    const text = excerpt(`<p>${'word '.repeat(60)}</p>`, 150)
    expect(text.length).toBeLessThanOrEqual(151)
    expect(text.endsWith('…')).toBe(true)
    expect(excerpt('<p>short</p>', 150)).toBe('short')
  })
})
