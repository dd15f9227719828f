import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useNumbers } from '@/i18n/useNumbers'
import { ROUTES } from '@/lib/paths'
import styles from './SubscriptionSteps.module.css'

/** The three steps; titles and texts are descriptors, shown in the page's language (t(text)). */
export const SUBSCRIPTION_STEPS = [
  {
    key: 'upload',
    title: msg`Upload a valid prescription`,
    text: msg`Send us a photo of a valid prescription from your doctor.`,
  },
  {
    key: 'call',
    title: msg`Receive a confirmation call`,
    text: msg`Our pharmacist calls you to confirm the medicines and the quantity.`,
  },
  {
    key: 'delivery',
    title: msg`Monthly delivery at your doorstep`,
    text: msg`Your medicines arrive at your door every month, without reordering.`,
  },
] as const

/** The monthly medicine subscription pitch (spec 000 s2): three steps and a way to start. */
export function SubscriptionSteps() {
  const { t } = useLingui()
  const { count } = useNumbers()
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
          <li key={step.key} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {count(index + 1)}
            </span>
            <h3 className={styles.title}>{t(step.title)}</h3>
            <p className={styles.text}>{t(step.text)}</p>
          </li>
        ))}
      </ol>
      <Link className={styles.cta} to={ROUTES.uploadPrescription}>
        {t`Upload Prescription`}
      </Link>
    </section>
  )
}
