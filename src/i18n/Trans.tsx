import { TransNoContext, type TransProps } from '@lingui/react/server'
import { use } from 'react'
import { I18nContext } from './lingui'

/**
 * What the `<Trans>` macro compiles to (package.json "lingui" points it here): Lingui's own Trans
 * rendering with the page's i18n from React's context (src/i18n/lingui.ts), for texts with
 * elements inside ('The minimum order is <strong>৳200.00</strong>.').
 */
export function Trans(props: TransProps) {
  const i18n = use(I18nContext)
  return <TransNoContext {...props} lingui={{ i18n }} />
}
