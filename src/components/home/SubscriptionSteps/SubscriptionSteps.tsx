import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import styles from './SubscriptionSteps.module.css'

export const SUBSCRIPTION_STEPS = [
  { title: 'Upload a valid prescription', text: 'Send us a photo of a valid prescription from your doctor.' },
  { title: 'Receive a confirmation call', text: 'Our pharmacist calls you to confirm the medicines and the quantity.' },
  {
    title: 'Monthly delivery at your doorstep',
    text: 'Your medicines arrive at your door every month, without reordering.',
  },
] as const

/** The monthly medicine subscription pitch (spec 000 s2): three steps and a way to start. */
export function SubscriptionSteps() {
  const { t } = useLingui()
  return (
    <section className={styles.section} aria-labelledby="home-subscription-heading">
      <div className={styles.intro}>
        <h2 className={styles.heading} id="home-subscription-heading">
          {t`Monthly medicine subscription`}
        </h2>
        <p className={styles.lead}>{t`Never run out of your regular medicines: subscribe in three steps.`}</p>
      </div>
      <ol className={styles.steps}>
        {SUBSCRIPTION_STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
      <Link className={styles.cta} to={ROUTES.uploadPrescription}>
        {t`Upload Prescription`}
      </Link>
    </section>
  )
}
