import { describe, expect, it } from 'vitest'
import { toAsciiDigits } from '@/lib/digits'

describe('toAsciiDigits', () => {
  it('turns each Bangla digit into its ASCII digit', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789')
    expect(toAsciiDigits('০১৭১১০০০০০০')).toBe('01711000000')
  })

  it('turns Arabic-Indic and Extended Arabic-Indic digits too', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
  })

  it('leaves ASCII digits, mixed input and separators as they are', () => {
    expect(toAsciiDigits('01711000000')).toBe('01711000000')
    expect(toAsciiDigits('+৮৮০ ১৭১২-৩৪৫৬৭৮')).toBe('+880 1712-345678')
    expect(toAsciiDigits('০1৭1')).toBe('0171')
    expect(toAsciiDigits('')).toBe('')
  })

  it('leaves every other character alone, Bangla letters and signs included', () => {
    // Letters, the taka sign (U+09F3), the Bangla currency numerators (U+09F4..U+09F9) and
    // the code points just outside each digit run are not digits.
    const untouched = 'ঢাকা ৳ ৴৵৶৷৸৹ \u09E5\u09F0 \u065F\u066A \u06EF\u06FA abc'
    expect(toAsciiDigits(untouched)).toBe(untouched)
  })

  it('keeps the length, so a caret position stays valid', () => {
    const typed = 'ফোন: ০১৭১১-০০০০০০'
    expect(toAsciiDigits(typed)).toHaveLength(typed.length)
    expect(toAsciiDigits(typed)).toBe('ফোন: 01711-000000')
  })
})
