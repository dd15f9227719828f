import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import type { PaymentType } from '@/api/checkout'
import { CheckboxField, SubmitButton } from '@/components/form'
import { englishTexts, useText } from '@/i18n/lingui'
import type { CheckoutFormApi } from '../CheckoutForm'
import styles from './PaymentOptions.module.css'

export interface PaymentOptionsProps {
  form: CheckoutFormApi
  /** The order call is in flight ('Loading...' / 'please wait...'). */
  busy: boolean
  /** From the submission machine's snapshot.can(SUBMIT). */
  canSubmit: boolean
  /** The id of what says why the order is held (e.g. the minimum order note), for the button. */
  describedBy?: string
}

export const PAYMENT_LABELS: Record<PaymentType, string> = englishTexts({
  cod: msg`Cash on Delivery`,
  ssl: msg`Online Payment`,
})

/**
 * Payment (spec 001 s2, s4): Cash on Delivery ('cod') or online payment ('ssl'), the invoice
 * checkbox (dtls_mail) and the button: 'Place Order' (cash) or 'Pay Now' (online), reading
 * 'Loading...' or 'please wait...' while the call is in flight.
 */
export function PaymentOptions({ form, busy, canSubmit, describedBy }: PaymentOptionsProps) {
  const { t } = useLingui()
  const text = useText()
  const legendId = useId()
  const paymentType = useWatch({ control: form.control, name: 'payment_type' })
  const online = paymentType === 'ssl'
  return (
    <section className={styles.payment} aria-labelledby={legendId}>
      <fieldset className={styles.choices}>
        <legend id={legendId} className={styles.legend}>
          {t`Payment method`}
        </legend>
        {(Object.keys(PAYMENT_LABELS) as PaymentType[]).map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} {...form.register('payment_type')} />
            {text(PAYMENT_LABELS[value])}
          </label>
        ))}
      </fieldset>
      {online && (
        <p
          className={styles.note}
        >{t`You will be taken to the secure payment page to pay by card or mobile wallet.`}</p>
      )}
      <CheckboxField label={t`Hide the product list on the invoice`} {...form.register('dtls_mail')} />
      <SubmitButton
        className={styles.submit}
        busy={busy}
        busyLabel={online ? t`please wait...` : t`Loading...`}
        disabled={!canSubmit}
        aria-describedby={describedBy}
      >
        {online ? t`Pay Now` : t`Place Order`}
      </SubmitButton>
    </section>
  )
}
