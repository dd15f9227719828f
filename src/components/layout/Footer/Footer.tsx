import type { ReactNode } from 'react'
import type { SiteMeta } from '@/api/entities'
import { contactHref, externalHref, mailtoHref, telHref, whatsappHref } from './contactLinks'
import styles from './Footer.module.css'

export interface FooterProps {
  /** The site metadata (GET /api/v2/tags); null while it loads or when it failed. */
  meta: SiteMeta | null
}

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

function FooterContent({ meta }: { meta: SiteMeta }) {
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
      {copyright && <p className={styles.copyright}>{copyright}</p>}
    </>
  )
}

/** Static placeholder bars: no shimmer, since a null meta may also mean the call failed. */
function FooterPlaceholder() {
  return (
    <div className={styles.columns} aria-hidden="true" data-testid="footer-placeholder">
      {[4, 4, 3, 2].map((lines, column) => (
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
 * The site footer (spec 000 "Shell layout"): description, contacts, social and app-store links,
 * copyright, all from the site metadata. While the metadata is missing it keeps its height with a
 * placeholder, so the page does not jump when it arrives. The pages and categories columns come
 * with the shell issue.
 */
export function Footer({ meta }: FooterProps) {
  return (
    <footer className={styles.footer} aria-busy={meta === null ? true : undefined}>
      <div className={styles.inner}>{meta === null ? <FooterPlaceholder /> : <FooterContent meta={meta} />}</div>
    </footer>
  )
}
