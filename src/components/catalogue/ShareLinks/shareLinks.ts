/** Share targets of the product page (spec 000: Facebook, LinkedIn, email). */
import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'

export type ShareNetwork = 'facebook' | 'linkedin' | 'email'

export interface ShareTarget {
  network: ShareNetwork
  /** The network's name, or 'Email' (in English: shown through `useText`, which translates it). */
  label: string
  href: string
  /** Opens in a 626 x 436 popup (spec 000 s9); email opens the mail app instead. */
  popup: boolean
}

export const SHARE_POPUP = { width: 626, height: 436 } as const

const EMAIL_LABEL = englishTexts({ email: msg`Email` }).email

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url)
  return [
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    {
      network: 'linkedin',
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      popup: true,
    },
    {
      network: 'email',
      label: EMAIL_LABEL,
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`,
      popup: false,
    },
  ]
}

/** window.open features of the share popup, centred on the current window when its size is known. */
export function popupFeatures(screenLeft = 0, screenTop = 0, outerWidth = 0, outerHeight = 0): string {
  const { width, height } = SHARE_POPUP
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - width) / 2))
  const top = Math.max(0, Math.round(screenTop + (outerHeight - height) / 2))
  return `width=${width},height=${height},left=${left},top=${top},menubar=no,toolbar=no,status=no,resizable=yes,scrollbars=yes`
}
