import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SiteMeta } from '@/api/entities'
import { TAGLINE } from '@/lib/brand'
import { externalHref, telHref, whatsappHref } from '../Footer/contactLinks'
import { ChatIcon, FacebookIcon, InstagramIcon, LinkedinIcon, PhoneIcon, YoutubeIcon } from '../icons'
import styles from './TopStrip.module.css'

export interface TopStripProps {
  /** Site metadata (GET /api/v2/tags); null while it loads or when it failed. */
  meta: SiteMeta | null
  /** The call failed: the strip is no longer loading (it shows the tagline only). */
  metaFailed?: boolean
  /** The language switch (LanguageSwitch), at the strip's end; shown on phones too. */
  language?: ReactNode
}

type SocialKey = 'facebook' | 'instagram' | 'youtube' | 'linkdin'
/** The social networks: their names are brand names, the same in every language. */
const SOCIAL: ReadonlyArray<{ key: SocialKey; network: string; icon: ReactNode }> = [
  { key: 'facebook', network: 'Facebook', icon: <FacebookIcon size={16} /> },
  { key: 'instagram', network: 'Instagram', icon: <InstagramIcon size={16} /> },
  { key: 'youtube', network: 'YouTube', icon: <YoutubeIcon size={16} /> },
  { key: 'linkdin', network: 'LinkedIn', icon: <LinkedinIcon size={16} /> },
]

/**
 * The strip above the header (spec 000 s2): the shop's two numbers (the hotline and the WhatsApp
 * number of the site metadata), the tagline and the social links. Its height never changes
 * when the metadata arrives; on a phone only the numbers show.
 */
export function TopStrip({ meta, metaFailed = false, language = null }: TopStripProps) {
  const { t } = useLingui()
  const phone = meta?.phone.trim() ?? ''
  const whatsapp = meta?.whatsapp.trim() ?? ''
  const phoneHref = telHref(phone)
  const whatsappLink = whatsappHref(whatsapp)
  const socials = meta
    ? SOCIAL.flatMap((item) => {
        const href = externalHref(meta[item.key])
        return href ? [{ ...item, href }] : []
      })
    : []

  return (
    <div className={styles.strip} aria-busy={meta === null && !metaFailed ? true : undefined}>
      <div className={styles.inner}>
        <ul className={styles.numbers} aria-label={t`Call us`}>
          {phone && phoneHref && (
            <li>
              <a className={styles.link} href={phoneHref}>
                <PhoneIcon size={14} />
                <span className="visually-hidden">{t`Phone:`} </span>
                {phone}
              </a>
            </li>
          )}
          {whatsapp && whatsappLink && (
            <li>
              <a className={styles.link} href={whatsappLink} target="_blank" rel="noopener noreferrer">
                <ChatIcon size={14} />
                <span className="visually-hidden">{t`WhatsApp:`} </span>
                {whatsapp}
                <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
              </a>
            </li>
          )}
        </ul>
        <p className={styles.tagline}>{t(TAGLINE)}</p>
        {socials.length > 0 && (
          <ul className={styles.socials} aria-label={t`Follow us`}>
            {socials.map(({ key, network, icon, href }) => (
              <li key={key}>
                <a className={styles.social} href={href} target="_blank" rel="noopener noreferrer">
                  {icon}
                  <span className="visually-hidden">{t`${network} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {language && <div className={styles.language}>{language}</div>}
      </div>
    </div>
  )
}
