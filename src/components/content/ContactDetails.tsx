import { useLingui } from '@lingui/react/macro'
import type { SiteMeta } from '@/api/entities'
import { mailtoHref, telHref, whatsappHref } from '@/components/layout/Footer/contactLinks'
import styles from './ContactDetails.module.css'

export interface ContactDetailsProps {
  /** The site metadata (GET /api/v2/tags); null while it loads or when it failed. */
  meta: SiteMeta | null
  /** True while the metadata loads (placeholder); false with a null meta means it failed. */
  loading?: boolean
}

interface Row {
  label: string
  value: string
  href: string | null
  external?: boolean
}

function rowsOf(meta: SiteMeta, labels: { phone: string; email: string }): Row[] {
  const rows: Row[] = []
  const phone = meta.phone.trim()
  const whatsapp = meta.whatsapp.trim()
  const email = meta.email.trim()
  if (phone) rows.push({ label: labels.phone, value: phone, href: telHref(phone) })
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name
  if (whatsapp) rows.push({ label: 'WhatsApp', value: whatsapp, href: whatsappHref(whatsapp), external: true })
  if (email) rows.push({ label: labels.email, value: email, href: mailtoHref(email) })
  return rows
}

/**
 * The shop's contact details beside the contact form (spec 001 s2): phone, WhatsApp and email from
 * the site metadata, each a link (tel:, wa.me, mailto:). Only what the shop filled in is shown.
 */
export function ContactDetails({ meta, loading = false }: ContactDetailsProps) {
  const { t } = useLingui()
  const rows = meta ? rowsOf(meta, { phone: t`Phone`, email: t`Email` }) : []
  return (
    <section className={styles.details} aria-labelledby="contact-details-title" aria-busy={loading || undefined}>
      <h2 id="contact-details-title" className={styles.title}>
        {t`Contact details`}
      </h2>
      {loading ? (
        <div aria-hidden="true" data-testid="contact-details-placeholder">
          {[0, 1, 2].map((i) => (
            <span key={i} className={styles.bone} />
          ))}
        </div>
      ) : rows.length > 0 ? (
        <address className={styles.address}>
          <dl className={styles.list}>
            {rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt className={styles.label}>{row.label}</dt>
                <dd className={styles.value}>
                  {row.href ? (
                    <a
                      href={row.href}
                      {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      className={styles.link}
                    >
                      {row.value}
                      {row.external && <span className="visually-hidden"> {t`(opens in a new tab)`}</span>}
                    </a>
                  ) : (
                    row.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </address>
      ) : (
        <p className={styles.fallback}>
          {meta
            ? t`Write to us with the form and we will get back to you.`
            : t`Our contact details could not be loaded just now. The form still reaches us.`}
        </p>
      )}
    </section>
  )
}
