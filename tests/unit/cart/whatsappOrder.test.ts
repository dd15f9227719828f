import { describe, expect, it } from 'vitest'
import { orderMessage, whatsappNumberOf, whatsappOrderUrl } from '@/cart/whatsappOrder'

describe('whatsappNumberOf: the site metadata’s free text to wa.me’s number', () => {
  it.each([
    ['01700-112233', '8801700112233'],
    ['+880 1700 112233', '8801700112233'],
    ['008801700112233', '8801700112233'],
    ['https://wa.me/8801700112233', '8801700112233'],
    ['https://api.whatsapp.com/send?phone=8801700112233', '8801700112233'],
  ])('%s -> %s', (value, number) => {
    expect(whatsappNumberOf(value)).toBe(number)
  })

  it('is null without a number (the link is hidden)', () => {
    for (const value of ['', '   ', null, undefined, '12', 'https://example.com/chat', 'https://wa.me/']) {
      expect(whatsappNumberOf(value), String(value)).toBeNull()
    }
  })
})

describe('the message and the link', () => {
  it('puts the greeting, one line each, a blank line and the total, encoded as one text parameter', () => {
    const message = orderMessage(
      'Hello, I would like to order:',
      ['Napa × 2: ৳24.00', 'Seclo & co × 1: ৳50.00'],
      'Total: ৳74.00',
    )
    expect(message).toBe('Hello, I would like to order:\nNapa × 2: ৳24.00\nSeclo & co × 1: ৳50.00\n\nTotal: ৳74.00')
    const url = new URL(whatsappOrderUrl('8801700112233', message))
    expect(url.origin + url.pathname).toBe('https://wa.me/8801700112233')
    expect([...url.searchParams.keys()]).toEqual(['text'])
    expect(url.searchParams.get('text')).toBe(message)
  })
})
