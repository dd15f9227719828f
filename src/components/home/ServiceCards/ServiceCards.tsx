import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { BuildingIcon, ChatIcon, TruckIcon, UploadIcon } from '@/components/layout/icons'
import { ROUTES } from '@/lib/paths'
import styles from './ServiceCards.module.css'

export interface ServiceCardsProps {
  /** Phone layout: the free delivery card shows delivery times instead of the threshold. */
  mobile: boolean
  /** wa.me link of the shop's WhatsApp number (site metadata); the card is left out without one. */
  whatsappHref: string | null
}

/** Spec 000 s2: the free delivery card's text on desktop and on phones (descriptors: t(text)). */
export const FREE_DELIVERY_DESKTOP = msg`Orders Over BDT 500`
export const FREE_DELIVERY_MOBILE = msg`3-6 hr(Ex), 12-24 (Regular)`

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {children}
      </div>
    </li>
  )
}

/**
 * The service cards (spec 000 s2): order via WhatsApp, Upload Prescription, B2B Registration
 * ('Register Now') and Free Delivery ('Orders Over BDT 500' on desktop, delivery times on phones).
 */
export function ServiceCards({ mobile, whatsappHref }: ServiceCardsProps) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="home-services-heading">
      <h2 id="home-services-heading" className="visually-hidden">
        {t`Our services`}
      </h2>
      <ul className={styles.cards}>
        {whatsappHref && (
          <Card icon={<ChatIcon size={28} />} title={t`Order via WhatsApp`}>
            <a className={styles.action} href={whatsappHref} target="_blank" rel="noopener noreferrer">
              {t`Chat with us`}
              <span className="visually-hidden"> {t`on WhatsApp (opens in a new tab)`}</span>
            </a>
          </Card>
        )}
        <Card icon={<UploadIcon size={28} />} title={t`Upload Prescription`}>
          <Link className={styles.action} to={ROUTES.uploadPrescription}>
            {t`Upload now`}
            <span className="visually-hidden"> {t`your prescription`}</span>
          </Link>
        </Card>
        <Card icon={<BuildingIcon size={28} />} title={t`B2B Registration`}>
          <Link className={styles.button} to={ROUTES.b2bRegistration}>
            {t`Register Now`}
          </Link>
        </Card>
        <Card icon={<TruckIcon size={28} />} title={t`Free Delivery`}>
          <p className={styles.text}>{t(mobile ? FREE_DELIVERY_MOBILE : FREE_DELIVERY_DESKTOP)}</p>
        </Card>
      </ul>
    </section>
  )
}
