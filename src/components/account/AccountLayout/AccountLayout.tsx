import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { englishTexts, useText } from '@/i18n/lingui'
import { ROUTES } from '@/lib/paths'
import styles from './AccountLayout.module.css'

export type AccountSection = 'profile' | 'orders' | 'medicines' | 'prescriptions' | 'information' | 'addresses'

/**
 * The account side menu (spec 001 s2): My Profile, My Orders, My Prescription, Update profile, Manage
 * Address; and My Medicines (beyond the spec, issue 24).
 */
const SECTION_LABELS = englishTexts({
  profile: msg`My Profile`,
  orders: msg`My Orders`,
  medicines: msg`My Medicines`,
  prescriptions: msg`My Prescription`,
  information: msg`Update profile`,
  addresses: msg`Manage Address`,
})

/** The labels are in English: shown through `useText`, which translates them. */
export const ACCOUNT_SECTIONS: ReadonlyArray<{ key: AccountSection; label: string; to: string }> = [
  { key: 'profile', label: SECTION_LABELS.profile, to: ROUTES.profile },
  { key: 'orders', label: SECTION_LABELS.orders, to: ROUTES.orders },
  { key: 'medicines', label: SECTION_LABELS.medicines, to: ROUTES.myMedicines },
  { key: 'prescriptions', label: SECTION_LABELS.prescriptions, to: ROUTES.prescriptions },
  { key: 'information', label: SECTION_LABELS.information, to: ROUTES.myInformation },
  { key: 'addresses', label: SECTION_LABELS.addresses, to: ROUTES.addresses },
]

export interface AccountLayoutProps {
  /** The menu entry this page belongs to (highlighted). */
  active: AccountSection
  /** The page's heading (h1). */
  title: string
  /** Beside the heading, e.g. 'Add New Address'. */
  actions?: ReactNode
  /** Logout from the menu; the entry is left out when absent. */
  onSignOut?: () => void
  children: ReactNode
}

/**
 * The frame of every signed-in account page: the side menu (a row of links on a phone) with the
 * current section highlighted, and the page under its h1.
 */
export function AccountLayout({ active, title, actions, onSignOut, children }: AccountLayoutProps) {
  const { t } = useLingui()
  const text = useText()
  const headingId = useId()
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t`My account`}>
        <ul className={styles.list}>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.key}>
              <Link
                to={section.to}
                className={section.key === active ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={section.key === active ? 'page' : undefined}
              >
                {text(section.label)}
              </Link>
            </li>
          ))}
          {onSignOut && (
            <li>
              <button type="button" className={styles.logout} onClick={onSignOut}>
                {t`Logout`}
              </button>
            </li>
          )}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby={headingId}>
        <header className={styles.header}>
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
        {children}
      </section>
    </div>
  )
}
