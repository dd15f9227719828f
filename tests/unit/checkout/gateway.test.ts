import { describe, expect, it } from 'vitest'
import { gatewayUrl } from '@/rules/gateway'

const SHOP = 'https://shop.example.com'

describe('gatewayUrl', () => {
  it('follows only absolute http(s) URLs', () => {
    expect(gatewayUrl('https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay')).toBe(
      'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay',
    )
    expect(gatewayUrl('http://localhost:5199/order-confirmation/100245')).toBe(
      'http://localhost:5199/order-confirmation/100245',
    )
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '/order-confirmation/1', '', '   ', null, 42]) {
      expect(gatewayUrl(bad)).toBeNull()
    }
  })

  it("follows a path on the shop's own origin, resolved against the page's origin", () => {
    expect(gatewayUrl('/payment/success?tran_id=100245', SHOP)).toBe(
      'https://shop.example.com/payment/success?tran_id=100245',
    )
    expect(gatewayUrl(' /order-confirmation/100245 ', 'http://localhost:5173')).toBe(
      'http://localhost:5173/order-confirmation/100245',
    )
    expect(gatewayUrl('/payment/../order-confirmation/1', SHOP)).toBe('https://shop.example.com/order-confirmation/1')
    // An absolute URL is not changed by the origin.
    expect(gatewayUrl('https://sandbox.sslcommerz.com/pay', SHOP)).toBe('https://sandbox.sslcommerz.com/pay')
  })

  it('still refuses every other scheme, and whatever would leave the origin, with an origin given', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:pay@example.com',
      'ftp://files.example.com/pay',
      '//evil.example.com/payment',
      '/\\evil.example.com/payment',
      'payment/success',
      '',
      null,
      42,
      { href: '/payment' },
    ]) {
      expect(gatewayUrl(bad, SHOP)).toBeNull()
    }
  })

  it('refuses a path when the origin is missing or not http(s)', () => {
    expect(gatewayUrl('/payment/success', null)).toBeNull()
    expect(gatewayUrl('/payment/success', '')).toBeNull()
    expect(gatewayUrl('/payment/success', 'null')).toBeNull()
    expect(gatewayUrl('/payment/success', 'file:///tmp')).toBeNull()
  })
})
