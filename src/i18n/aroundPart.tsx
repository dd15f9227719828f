import type { ReactNode } from 'react'

/**
 * The value given to a message's placeholder that stands for an element (a visually-hidden name):
 * t`Add to Cart ${PART}` is the whole sentence for the translator ("{PART} কার্টে যোগ করুন"), and
 * `aroundPart` puts the element where the placeholder landed.
 *
 * For the product card, whose buttons are on the first visit: `<Trans>` would do the same but
 * brings Lingui's element formatter (about 1 KB gzip) into the first load (decision 0035).
 */
export const PART = '\u2063'

/** The translated text with `part` rendered in place of its PART placeholder. */
export function aroundPart(text: string, part: ReactNode): ReactNode {
  const at = text.indexOf(PART)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      {part}
      {text.slice(at + PART.length)}
    </>
  )
}
