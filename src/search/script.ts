/**
 * Whether a search text has Bangla script in it (U+0980..U+09FF). Kept apart from the Bangla
 * search (./banglaSearch.ts), which the header loads only when this is true, so the first visit
 * carries one regular expression and nothing else of it.
 */
export function hasBanglaScript(text: string): boolean {
  return /[\u0980-\u09ff]/.test(text)
}
