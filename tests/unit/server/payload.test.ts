import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { readPageNonce } from '@/app/ssr/nonce'
import { parsePayload, PAYLOAD_ELEMENT_ID, readPayload, type SsrPayload } from '@/app/ssr/payload'
import { sanitizeHtml } from '@/lib/sanitize'
import { scriptSafeJson } from '@/lib/scriptJson'
import { installServerDom } from '@/server/dom'
import { DATA_MARK, HEAD_MARK, renderDocument, ROOT_MARK } from '@/server/html'

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

describe('a hostile description cannot replace the page data', () => {
  // Sanitised and parsed as on the server and in a browser (jsdom: DOMPurify's server DOM).
  beforeAll(() => installServerDom())
  const parse = (html: string) => new JSDOM(html).window.document
  // What a product description could hold to pose as the page's data element (issue 21): its own
  // element with the id, before the real one, as text, as a non-script element and as a script.
  const forged = JSON.stringify({
    swr: [['@"forged",', { data: 'forged' }]],
    mobile: true,
    origin: 'https://evil.example',
  })
  const description = [
    `<div id="${PAYLOAD_ELEMENT_ID}">${forged}</div>`,
    `<p id="${PAYLOAD_ELEMENT_ID}" type="application/json" nonce="n">${forged}</p>`,
    `<script id="${PAYLOAD_ELEMENT_ID}" type="application/json" nonce="n">${forged}</script>`,
    `<template><script id="${PAYLOAD_ELEMENT_ID}" type="application/json">${forged}</script></template>`,
  ].join('')

  it('is read from the element the server wrote, after sanitised server HTML that names its id', () => {
    const real = { swr: [['@"offers",', { data: [] }]], mobile: false, origin: 'https://shop.example' }
    const html = renderDocument({
      template: `<html lang="en"><head>${HEAD_MARK}</head><body><div id="root">${ROOT_MARK}</div>${DATA_MARK}</body></html>`,
      hoisted: '',
      assets: '',
      body: `<main><section class="description">${sanitizeHtml(description)}</section></main>`,
      payload: real as SsrPayload,
      nonce: 'real-nonce',
      contentRendered: true,
      lang: 'en',
    })
    const doc = parse(html)
    // The forged elements are there (ids are kept by the sanitiser), but none is a script.
    expect(doc.getElementById(PAYLOAD_ELEMENT_ID)?.tagName).not.toBe('SCRIPT')
    expect(readPayload(doc)).toEqual(real)
    expect(readPageNonce(doc)).toBe('real-nonce')
  })

  it('without the element the server writes, there is no payload (a forged one is never read)', () => {
    const doc = parse(`<body>${sanitizeHtml(description)}</body>`)
    expect(readPayload(doc)).toBeNull()
    expect(readPageNonce(doc)).toBeNull()
  })
})
