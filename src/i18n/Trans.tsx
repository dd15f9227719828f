import { TransNoContext, type TransProps } from '@lingui/react/server'
import { use } from 'react'
import { I18nContext } from './lingui'

/**
 * A value's text as an element, so Lingui places it as it is: Lingui interpolates string values
 * into the message and then reads `<tag>`s in the result as the message's elements, so a product
 * name like '<b>Napa</b>' (hostile or not) would be parsed, logged as an undeclared element and
 * lost. An element value is put in whole instead. Numbers (plurals) and strings without '<' stay.
 */
function literalValues(values: TransProps['values']): TransProps['values'] {
  if (!values) return values
  const entries = Object.entries(values).map(([key, value]) =>
    typeof value === 'string' && value.includes('<') ? [key, <>{value}</>] : [key, value],
  )
  return Object.fromEntries(entries) as TransProps['values']
}

/**
 * What the `<Trans>` macro compiles to (package.json "lingui" points it here): Lingui's own Trans
 * rendering with the page's i18n from React's context (src/i18n/lingui.ts), for texts with
 * elements inside ('The minimum order is <strong>৳200.00</strong>.'). Values are shown as they
 * are, never read as elements (`literalValues`).
 */
export function Trans(props: TransProps) {
  const i18n = use(I18nContext)
  return <TransNoContext {...props} values={literalValues(props.values)} lingui={{ i18n }} />
}
