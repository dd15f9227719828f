import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { SubmitButton, TextareaField, useFormSubmit } from '@/components/form'
import { cancelOrderSchema, type CancelOrderValues } from '../schemas'
import styles from './CancelOrderForm.module.css'

export interface CancelOrderFormProps {
  /** The order code shown to the shopper (order_id, e.g. 100231). */
  orderCode: string
  /** Sends the cancel request; a rejected 422 puts the server's message under the reason. */
  onSubmit: (values: CancelOrderValues) => Promise<unknown>
  /** The text for any other failure; it is shown under the reason too (spec 001 s8). */
  describeFailure: (error: unknown) => string
}

/** Cancel Order (spec 001 s2): the order id and a required reason. */
export function CancelOrderForm({ orderCode, onSubmit, describeFailure }: CancelOrderFormProps) {
  const { t } = useLingui()
  const form = useForm<CancelOrderValues>({ resolver: zodResolver(cancelOrderSchema), defaultValues: { reason: '' } })
  const {
    register,
    setError,
    formState: { errors },
  } = form
  const submit = useFormSubmit({
    form,
    fields: ['reason'],
    onSubmit,
    onFailure: (error) =>
      setError('reason', { type: 'server', message: describeFailure(error) }, { shouldFocus: true }),
  })

  return (
    <form noValidate onSubmit={submit.onSubmit} aria-label={t`Cancel order ${orderCode}`} className={styles.form}>
      <p className={styles.order}>
        {t`Order Id:`} <strong>#{orderCode}</strong>
      </p>
      <TextareaField
        label={t`Reason for cancelling`}
        required
        rows={5}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitButton busy={submit.busy} busyLabel={t`Sending...`}>
        {t`Send Cancel Request`}
      </SubmitButton>
    </form>
  )
}
