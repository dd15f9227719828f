import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { PageLink, SiteMeta } from '@/api/entities'
import { pagePath } from '@/lib/paths'
import { FOOTER_CATEGORIES, type FooterCategoryKey } from '../shellLinks'
import { contactHref, externalHref, mailtoHref, telHref, whatsappHref } from './contactLinks'
import styles from './Footer.module.css'
import { PAYMENT_PARTNERS_ALT, PAYMENT_PARTNERS_SRC } from './paymentPartners'

/** The social networks: their names are brand names, the same in every language. */
const SOCIAL: ReadonlyArray<{ key: 'facebook' | 'instagram' | 'youtube' | 'linkdin'; network: string }> = [
  { key: 'facebook', network: 'Facebook' },
  { key: 'instagram', network: 'Instagram' },
  { key: 'youtube', network: 'YouTube' },
  { key: 'linkdin', network: 'LinkedIn' },
]

/** The footer categories' labels, shown in the page's language (t(label)). */
const CATEGORY_LABELS: Record<FooterCategoryKey, MessageDescriptor> = {
  medicines: msg`Medicines`,
  'baby-care': msg`Baby Care`,
  'hair-care': msg`Hair Care`,
  'personal-care': msg`Personal Care`,
  nutrition: msg`Nutrition`,
  'pet-care': msg`Pet Care`,
  'skincare-beauty': msg`Skincare & Beauty`,
  'korean-beauty': msg`Korean Beauty`,
}

/** The app stores' links: texts, shown in the page's language (t(label)). */
const APPS: ReadonlyArray<{ key: 'android_apps' | 'ios'; label: MessageDescriptor }> = [
  { key: 'android_apps', label: msg`Get it on Google Play` },
  { key: 'ios', label: msg`Download on the App Store` },
]

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  )
}

function ContactRow({
  label,
  value,
  href,
  external = false,
}: {
  label: string
  value: string
  href: string | null
  external?: boolean
}) {
  return (
    <li className={styles.contactRow}>
      <span className={styles.contactLabel}>{label}</span>{' '}
      {href === null ? (
        <span className={styles.contactValue}>{value}</span>
      ) : external ? (
        <ExternalLink href={href}>{value}</ExternalLink>
      ) : (
        <a className={styles.link} href={href}>
          {value}
        </a>
      )}
    </li>
  )
}

function presentLinks<T extends { key: keyof SiteMeta }>(
  meta: SiteMeta,
  items: readonly T[],
): Array<T & { href: string }> {
  return items.flatMap((item) => {
    const href = externalHref(meta[item.key])
    return href ? [{ ...item, href }] : []
  })
}

const EMPTY_META: SiteMeta = {
  meta_description: '',
  phone: '',
  whatsapp: '',
  email: '',
  contact_ceo: '',
  facebook: '',
  instagram: '',
  youtube: '',
  linkdin: '',
  android_apps: '',
  ios: '',
  copyright: '',
}

function PagesColumn({ pages }: { pages: readonly PageLink[] }) {
  const { t } = useLingui()
  const links = pages.filter((page) => page.slug.trim() && page.title.trim())
  if (links.length === 0) return null
  return (
    <nav aria-labelledby="footer-pages-heading">
      <h2 className={styles.heading} id="footer-pages-heading">
        {t`Important links`}
      </h2>
      <ul className={styles.list}>
        {links.map((page) => (
          <li key={page.slug}>
            <Link className={styles.link} to={pagePath(page.slug)}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function CategoriesColumn() {
  const { t } = useLingui()
  return (
    <nav aria-labelledby="footer-categories-heading">
      <h2 className={styles.heading} id="footer-categories-heading">
        {t`Categories`}
      </h2>
      <ul className={styles.list}>
        {FOOTER_CATEGORIES.map((category) => (
          <li key={category.to}>
            <Link className={styles.link} to={category.to}>
              {t(CATEGORY_LABELS[category.key])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function PaymentPartners() {
  const { t } = useLingui()
  return (
    <div className={styles.payments}>
      <img
        className={styles.paymentsImage}
        src={PAYMENT_PARTNERS_SRC}
        alt={t(PAYMENT_PARTNERS_ALT)}
        width={560}
        height={40}
        loading="lazy"
        decoding="async"
      />
    </div>
  )
}

/**
 * What the footer shows once the metadata call has answered (or failed: `meta` null), in its own
 * chunk: below the fold, so its code is not part of what the first screen needs.
 */
export function FooterContent({ meta, pages }: { meta: SiteMeta | null; pages: readonly PageLink[] }) {
  return <FooterColumns meta={meta ?? EMPTY_META} pages={pages} />
}

function FooterColumns({ meta, pages }: { meta: SiteMeta; pages: readonly PageLink[] }) {
  const { t } = useLingui()
  const phone = meta.phone.trim()
  const whatsapp = meta.whatsapp.trim()
  const email = meta.email.trim()
  const ceo = meta.contact_ceo.trim()
  const description = meta.meta_description.trim()
  const copyright = meta.copyright.trim()
  const socials = presentLinks(meta, SOCIAL)
  const apps = presentLinks(meta, APPS)
  const hasContact = Boolean(phone || whatsapp || email || ceo)

  return (
    <>
      <div className={styles.columns}>
        {description && (
          <div className={styles.about}>
            <h2 className={styles.heading}>{t`About us`}</h2>
            <p className={styles.description}>{description}</p>
          </div>
        )}
        {hasContact && (
          <div>
            <h2 className={styles.heading}>{t`Contact us`}</h2>
            <address className={styles.address}>
              <ul className={styles.list}>
                {phone && <ContactRow label={t`Phone`} value={phone} href={telHref(phone)} />}
                {whatsapp && <ContactRow label={t`WhatsApp`} value={whatsapp} href={whatsappHref(whatsapp)} external />}
                {email && <ContactRow label={t`Email`} value={email} href={mailtoHref(email)} />}
                {ceo && (
                  <ContactRow label={t`CEO`} value={ceo} href={contactHref(ceo)} external={/^https?:/i.test(ceo)} />
                )}
              </ul>
            </address>
          </div>
        )}
        <PagesColumn pages={pages} />
        <CategoriesColumn />
        {socials.length > 0 && (
          <div>
            <h2 className={styles.heading}>{t`Follow us`}</h2>
            <ul className={styles.list}>
              {socials.map((item) => (
                <li key={item.key}>
                  <ExternalLink href={item.href}>{item.network}</ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        )}
        {apps.length > 0 && (
          <div>
            <h2 className={styles.heading}>{t`Get the app`}</h2>
            <ul className={styles.list}>
              {apps.map((item) => (
                <li key={item.key}>
                  <a className={styles.appLink} href={item.href} target="_blank" rel="noopener noreferrer">
                    {t(item.label)}
                    <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <PaymentPartners />
      {copyright && <p className={styles.copyright}>{copyright}</p>}
    </>
  )
}

/** Static placeholder bars: no shimmer, since a null meta may also mean the call failed. */
