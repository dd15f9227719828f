/** Every page title ends with the suffix 'Online Pharmacy' (spec 000 s1). */
export const TITLE_SUFFIX = 'Online Pharmacy'

export function documentTitle(title?: string | null): string {
  const trimmed = (title ?? '').trim()
  return trimmed ? `${trimmed} | ${TITLE_SUFFIX}` : TITLE_SUFFIX
}
