import { describe, expect, it } from 'vitest'
import { parsePayload, PAYLOAD_ELEMENT_ID, readPayload } from '@/app/ssr/payload'
import { scriptSafeJson } from '@/lib/scriptJson'

const hostile = {
  name: 'Napa </script><script>window.__xss=1</script> <!-- & \u2028\u2029 >',
  nested: ['</SCRIPT>', '<!--<script>'],
}

describe('scriptSafeJson', () => {
  it('writes no character that could end or comment out a script element', () => {
    const json = scriptSafeJson(hostile)
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/)
    expect(json.toLowerCase()).not.toContain('</script')
    expect(json).not.toContain('<!--')
  })

  it('is the same JSON value', () => {
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile)
    expect(JSON.parse(scriptSafeJson({ price: '৳1,250.00', bangla: 'নাপা' }))).toEqual({
      price: '৳1,250.00',
      bangla: 'নাপা',
    })
  })

  it('survives an HTML parser: the script element holds the whole payload', () => {
    const doc = new DOMParser().parseFromString(
      `<body><script type="application/json" id="x">${scriptSafeJson(hostile)}</script><p id="after">after</p></body>`,
      'text/html',
    )
    expect(JSON.parse(doc.getElementById('x')?.textContent ?? '')).toEqual(hostile)
    expect(doc.querySelectorAll('script')).toHaveLength(1)
    expect(doc.getElementById('after')?.textContent).toBe('after')
  })
})

describe('parsePayload', () => {
  it('reads a payload', () => {
    const payload = { swr: [['@"offers",', { data: [] }]], mobile: true, origin: 'https://shop.example' }
    expect(parsePayload(payload)).toEqual(payload)
  })

  it('drops damaged entries and refuses a damaged payload', () => {
    expect(parsePayload({ swr: [['k', { data: 1 }], ['k2'], [3, {}], 'x'], mobile: false, origin: '' })).toEqual({
      swr: [['k', { data: 1 }]],
      mobile: false,
      origin: '',
    })
    expect(parsePayload(null)).toBeNull()
    expect(parsePayload({ swr: {}, mobile: false, origin: '' })).toBeNull()
    expect(parsePayload({ swr: [], mobile: 'yes', origin: '' })).toBeNull()
    expect(parsePayload({ swr: [], mobile: false })).toBeNull()
  })

  it('reads the payload element of the page; none or broken JSON reads as no payload', () => {
    document.body.innerHTML = ''
    expect(readPayload()).toBeNull()
    const element = document.createElement('script')
    element.type = 'application/json'
    element.id = PAYLOAD_ELEMENT_ID
    element.textContent = scriptSafeJson({ swr: [], mobile: false, origin: 'http://localhost' })
    document.body.append(element)
    expect(readPayload()).toEqual({ swr: [], mobile: false, origin: 'http://localhost' })
    element.textContent = '{"swr": ['
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      expect(readPayload()).toBeNull()
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
    element.remove()
  })
})
