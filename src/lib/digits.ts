/**
 * Digits typed on a Bangla keyboard (decision 0034): shoppers type ০১৭১১০০০০০০ for 01711000000.
 * Forms accept them and send ASCII digits; this is the one conversion they all use.
 */

/** The first code point (the zero) of each run of ten decimal digits converted to 0-9. */
const ZEROS = [
  0x09e6, // Bangla ০..৯ (U+09E6..U+09EF)
  0x0660, // Arabic-Indic ٠..٩ (U+0660..U+0669)
  0x06f0, // Extended Arabic-Indic (Persian, Urdu) ۰..۹ (U+06F0..U+06F9)
] as const

const NON_ASCII_DIGIT = /[\u09E6-\u09EF\u0660-\u0669\u06F0-\u06F9]/g

/**
 * `text` with every Bangla digit (and Arabic-Indic or Extended Arabic-Indic digit) turned into its
 * ASCII digit 0-9; every other character, Bangla letters included, is left as it is. Each digit
 * stays one UTF-16 unit, so lengths and caret positions do not change.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, (digit) => {
    const code = digit.charCodeAt(0)
    const zero = ZEROS.find((z) => code >= z && code <= z + 9) ?? code
    return String(code - zero)
  })
}
