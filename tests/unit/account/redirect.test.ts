import { describe, expect, it } from 'vitest'
import { loginPathFor, returnPathFrom, safeReturnPath } from '@/session/redirect'

const ORIGIN = 'https://shop.example'

describe('safeReturnPath (the "previous page" after sign-in)', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeReturnPath('/orders', ORIGIN)).toBe('/orders')
    expect(safeReturnPath('/orders?page=2', ORIGIN)).toBe('/orders?page=2')
    expect(safeReturnPath('/product-details/napa-500-mg-tablet#reviews', ORIGIN)).toBe(
      '/product-details/napa-500-mg-tablet#reviews',
    )
    expect(safeReturnPath('/search/নাপা', ORIGIN)).toBe('/search/%E0%A6%A8%E0%A6%BE%E0%A6%AA%E0%A6%BE')
    expect(safeReturnPath('  /my-address  ', ORIGIN)).toBe('/my-address')
    expect(safeReturnPath('/', ORIGIN)).toBe('/')
  })

  it('resolves dot segments but stays on the site', () => {
    expect(safeReturnPath('/orders/../my-address', ORIGIN)).toBe('/my-address')
    expect(safeReturnPath('/../../etc/passwd', ORIGIN)).toBe('/etc/passwd')
  })

  const hostile: Array<[string, unknown]> = [
    ['another origin', 'https://evil.test/steal'],
    ['another origin over http', 'http://evil.test'],
    ['the same host on another scheme', 'http://shop.example/orders'],
    ['protocol-relative', '//evil.test/path'],
    ['protocol-relative with three slashes', '///evil.test'],
    ['backslash protocol-relative', '/\\evil.test'],
    ['double backslash', '\\\\evil.test'],
    ['tab inside the slashes (URL parsing strips it)', '/\t/evil.test'],
    ['newline inside the slashes', '/\n/evil.test'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript: URL with spaces and case', '  JavaScript:alert(document.cookie)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'orders'],
    ['a dot path', './orders'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { pathname: '/orders' }],
    ['a path that normalises to //', '/.//evil.test'],
    ['a null byte', '/orders\u0000'],
  ]
  it.each(hostile)('ignores %s', (_name, value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull()
  })

  it('never returns to the guest-only pages (they would bounce to the profile)', () => {
    for (const path of ['/user-login', '/user-registration', '/userlogin', '/User-Login/', '/userlogin?x=1']) {
      expect(safeReturnPath(path, ORIGIN)).toBeNull()
    }
    expect(safeReturnPath('/user-login-help', ORIGIN)).toBe('/user-login-help')
  })

  it('reads the ?redirect= query first, then router state', () => {
    expect(returnPathFrom('?redirect=%2Forders%3Fpage%3D2', null, ORIGIN)).toBe('/orders?page=2')
    expect(returnPathFrom('?redirect=https%3A%2F%2Fevil.test', { from: '/my-address' }, ORIGIN)).toBe('/my-address')
    expect(returnPathFrom('', { from: '/my-prescription' }, ORIGIN)).toBe('/my-prescription')
    expect(returnPathFrom('', { from: 'https://evil.test' }, ORIGIN)).toBeNull()
    expect(returnPathFrom('?redirect=javascript%3Aalert(1)', null, ORIGIN)).toBeNull()
    expect(returnPathFrom('?redirect=%2F%2Fevil.test', undefined, ORIGIN)).toBeNull()
    expect(returnPathFrom('', 'from', ORIGIN)).toBeNull()
  })

  it('builds the login path that returns to a page', () => {
    expect(loginPathFor('/orders?page=2')).toBe('/user-login?redirect=%2Forders%3Fpage%3D2')
    expect(loginPathFor('/')).toBe('/user-login')
    expect(loginPathFor('//evil.test')).toBe('/user-login')
    expect(loginPathFor('/user-login')).toBe('/user-login')
  })
})
