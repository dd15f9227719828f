/**
 * Whether a search text has Bangla script in it (U+0980..U+09FF). Kept apart from the Bangla
 * search (./banglaSearch.ts), which is imported only when this is true
 * (src/hooks/useBanglaSearch.ts), so the first visit carries one regular expression of it.
 */
export function hasBanglaScript(text: string): boolean {
  return /[\u0980-\u09ff]/.test(text)
}
