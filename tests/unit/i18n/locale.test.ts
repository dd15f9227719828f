import { describe, expect, it } from 'vitest'
import {
  languageCookie,
  localeFromCookie,
  localizePath,
  rememberedLocation,
  routerBasename,
  splitLocale,
} from '@/i18n/locale'
import { formatCount, localizeDigits } from '@/i18n/numbers'
import { toAsciiDigits } from '@/lib/digits'
import { formatMoney } from '@/lib/money'

describe('the language of a path', () => {
  it.each([
    ['/', 'en', '/'],
    ['/offers', 'en', '/offers'],
    ['/bn', 'bn', '/'],
    ['/bn/', 'bn', '/'],
    ['/bn/offers', 'bn', '/offers'],
    ['/bn/product-details/napa-500-mg-tablet', 'bn', '/product-details/napa-500-mg-tablet'],
    // Only the whole first segment: a path that starts with the letters is English.
    ['/bnx/offers', 'en', '/bnx/offers'],
    ['/page/bn', 'en', '/page/bn'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path })
  })

  it('localizes the app’s paths and back', () => {
    expect(localizePath('/', 'bn')).toBe('/bn')
    expect(localizePath('/search/napa', 'bn')).toBe('/bn/search/napa')
    expect(localizePath('/search/napa', 'en')).toBe('/search/napa')
    for (const path of ['/', '/offers', '/product/medicines']) {
      expect(splitLocale(localizePath(path, 'bn'))).toEqual({ locale: 'bn', path })
    }
    expect(routerBasename('bn')).toBe('/bn')
    expect(routerBasename('en')).toBeUndefined()
  })
})

describe('the remembered language', () => {
  it('reads the lang cookie among others, and nothing else', () => {
    expect(localeFromCookie('a=1; lang=bn; XSRF-TOKEN=x')).toBe('bn')
    expect(localeFromCookie('lang=en')).toBe('en')
    expect(localeFromCookie('lang=fr')).toBeNull()
    expect(localeFromCookie('language=bn')).toBeNull()
    expect(localeFromCookie('')).toBeNull()
    expect(localeFromCookie(undefined)).toBeNull()
  })

  it('writes a site-wide cookie for a year', () => {
    expect(languageCookie('bn')).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('sends an English path to the same page in Bangla, and nothing else anywhere', () => {
    expect(rememberedLocation('/product/medicines', '?page=2', 'bn')).toBe('/bn/product/medicines?page=2')
    expect(rememberedLocation('/', '', 'bn')).toBe('/bn')
    expect(rememberedLocation('/bn/offers', '', 'bn')).toBeNull()
    expect(rememberedLocation('/bn/offers', '', 'en')).toBeNull()
    expect(rememberedLocation('/offers', '', 'en')).toBeNull()
    expect(rememberedLocation('/offers', '', null)).toBeNull()
  })
})

describe('money in each language', () => {
  it('writes the taka sign first, 2 decimals, and Bangla digits with lakh grouping in Bangla', () => {
    expect(formatMoney(1250)).toBe('৳1,250.00')
    expect(formatMoney(-1250)).toBe('-৳1,250.00')
    expect(formatMoney(1250, 'bn')).toBe('৳১,২৫০.০০')
    expect(formatMoney(1234567.5, 'bn')).toBe('৳১২,৩৪,৫৬৭.৫০')
    expect(formatMoney(-99.9, 'bn')).toBe('-৳৯৯.৯০')
    expect(formatMoney(Number.NaN, 'bn')).toBe('৳০.০০')
  })
})

describe('numbers in each language', () => {
  it('writes the digits of dates, times and ranges in Bangla, and leaves English alone', () => {
    expect(localizeDigits('03-06-2026, 16:15', 'bn')).toBe('০৩-০৬-২০২৬, ১৬:১৫')
    expect(localizeDigits('Showing 21–40 of 45 products', 'bn')).toBe('Showing ২১–৪০ of ৪৫ products')
    expect(localizeDigits('03-06-2026', 'en')).toBe('03-06-2026')
    // Round trip with the inputs' conversion (decision 0034).
    expect(toAsciiDigits(localizeDigits('0123456789', 'bn'))).toBe('0123456789')
  })

  it('writes counts with the language’s grouping', () => {
    expect(formatCount(1250, 'en')).toBe('1,250')
    expect(formatCount(1250, 'bn')).toBe('১,২৫০')
    expect(formatCount(123456, 'bn')).toBe('১,২৩,৪৫৬')
  })
})
