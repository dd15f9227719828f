import type { MessageDescriptor } from '@lingui/core'
import { i18nFor } from '@/i18n/lingui'

/** A message descriptor's English text, as an English page shows it. */
export function english(descriptor: MessageDescriptor): string {
  return i18nFor('en')._(descriptor)
}
