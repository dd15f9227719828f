/**
 * The shop's brand: its name, tagline and logo, shown by the page shell (src/components/layout)
 * and told to search engines (src/seo).
 */
import { msg } from '@lingui/core/macro'

// eslint-disable-next-line lingui/no-unlocalized-strings -- the shop's brand name, the same in every language
export const BRAND_NAME = 'MediBazar'

export const TAGLINE = msg`Medicines and healthcare products delivered to your doorstep`

export const LOGO_SRC = '/images/logo.svg'
