import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/** Every page title ends with the suffix 'Online Pharmacy' (spec 000 s1), in the page's language. */
export const TITLE_SUFFIX = msg`Online Pharmacy`

/** 'Wishlist' -> 'Wishlist | Online Pharmacy'; nothing -> the suffix alone. */
export function documentTitle(title: string | null | undefined, suffix: string): string {
  const trimmed = (title ?? '').trim()
  return trimmed ? `${trimmed} | ${suffix}` : suffix
}

/** `documentTitle` with the page's language's suffix: `const documentTitle = useDocumentTitle()`. */
export function useDocumentTitle(): (title?: string | null) => string {
  const { t } = useLingui()
  const suffix = t(TITLE_SUFFIX)
  return (title) => documentTitle(title, suffix)
}
