import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { PageLink, SiteMeta } from '@/api/entities'
import { pagePath } from '@/lib/paths'
import { FOOTER_CATEGORIES } from '../shellLinks'
import { contactHref, externalHref, mailtoHref, telHref, whatsappHref } from './contactLinks'
import styles from './Footer.module.css'

export interface FooterProps {
  /** The site metadata (GET /api/v2/tags); null while it loads or when it failed. */
  meta: SiteMeta | null
  /**
   * The metadata call failed: the footer shows what it has without it (pages, categories,
   * payment partners) instead of the loading placeholder.
   */
  metaFailed?: boolean
  /** Informational pages (GET /api/all-pages), the important links; empty while loading or failed. */
  pages?: readonly PageLink[]
}

export const PAYMENT_PARTNERS_SRC = '/images/payment-partners.svg'
export const PAYMENT_PARTNERS_ALT =
  'We accept Visa, Mastercard, American Express, bKash, Nagad, Rocket and cash on delivery'

interface LinkItem {
  key: string
  label: string
  href: string
}

const SOCIAL: ReadonlyArray<{ key: 'facebook' | 'instagram' | 'youtube' | 'linkdin'; label: string }> = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'linkdin', label: 'LinkedIn' },
]

const APPS: ReadonlyArray<{ key: 'android_apps' | 'ios'; label: string }> = [
  { key: 'android_apps', label: 'Get it on Google Play' },
  { key: 'ios', label: 'Download on the App Store' },
]

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
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

function presentLinks(meta: SiteMeta, items: ReadonlyArray<{ key: keyof SiteMeta; label: string }>): LinkItem[] {
  return items.flatMap(({ key, label }) => {
    const href = externalHref(meta[key])
    return href ? [{ key, label, href }] : []
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
  const links = pages.filter((page) => page.slug.trim() && page.title.trim())
  if (links.length === 0) return null
  return (
    <nav aria-labelledby="footer-pages-heading">
      <h2 className={styles.heading} id="footer-pages-heading">
        Important links
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
  return (
    <nav aria-labelledby="footer-categories-heading">
      <h2 className={styles.heading} id="footer-categories-heading">
        Categories
      </h2>
      <ul className={styles.list}>
        {FOOTER_CATEGORIES.map((category) => (
          <li key={category.to}>
            <Link className={styles.link} to={category.to}>
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function PaymentPartners() {
  return (
    <div className={styles.payments}>
      <img
        className={styles.paymentsImage}
        src={PAYMENT_PARTNERS_SRC}
        alt={PAYMENT_PARTNERS_ALT}
        width={560}
        height={40}
        loading="lazy"
        decoding="async"
      />
    </div>
  )
}

function FooterContent({ meta, pages }: { meta: SiteMeta; pages: readonly PageLink[] }) {
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
            <h2 className={styles.heading}>About us</h2>
            <p className={styles.description}>{description}</p>
          </div>
        )}
        {hasContact && (
          <div>
            <h2 className={styles.heading}>Contact us</h2>
            <address className={styles.address}>
              <ul className={styles.list}>
                {phone && <ContactRow label="Phone" value={phone} href={telHref(phone)} />}
                {whatsapp && <ContactRow label="WhatsApp" value={whatsapp} href={whatsappHref(whatsapp)} external />}
                {email && <ContactRow label="Email" value={email} href={mailtoHref(email)} />}
                {ceo && <ContactRow label="CEO" value={ceo} href={contactHref(ceo)} external={/^https?:/i.test(ceo)} />}
              </ul>
            </address>
          </div>
        )}
        <PagesColumn pages={pages} />
        <CategoriesColumn />
        {socials.length > 0 && (
          <div>
            <h2 className={styles.heading}>Follow us</h2>
            <ul className={styles.list}>
              {socials.map((item) => (
                <li key={item.key}>
                  <ExternalLink href={item.href}>{item.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        )}
        {apps.length > 0 && (
          <div>
            <h2 className={styles.heading}>Get the app</h2>
            <ul className={styles.list}>
              {apps.map((item) => (
                <li key={item.key}>
                  <a className={styles.appLink} href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
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
function FooterPlaceholder() {
  return (
    <div className={styles.columns} aria-hidden="true" data-testid="footer-placeholder">
      {[4, 4, 5, 8, 3].map((lines, column) => (
        <div key={column} className={column === 0 ? styles.about : undefined}>
          <div className={`${styles.bone} ${styles.boneHeading}`} />
          {Array.from({ length: lines }, (_, line) => (
            <div key={line} className={`${styles.bone} ${styles.boneLine}`} />
          ))}
        </div>
      ))}
    </div>
  )
}

/**
 * The site footer (spec 000 "Shell layout"): description, phone, WhatsApp, email, CEO contact,
 * important links (the shop's pages, to /page/{slug}), the fixed categories, social and app-store
 * links, the payment partners image and the copyright. While the metadata loads it keeps its
 * height with a placeholder, so the page does not jump when it arrives; if the metadata call
 * failed it shows the rest without it.
 */
export function Footer({ meta, metaFailed = false, pages = [] }: FooterProps) {
  const loading = meta === null && !metaFailed
  return (
    <footer className={styles.footer} aria-busy={loading ? true : undefined}>
      <div className={styles.inner}>
        {loading ? <FooterPlaceholder /> : <FooterContent meta={meta ?? EMPTY_META} pages={pages} />}
      </div>
    </footer>
  )
}
