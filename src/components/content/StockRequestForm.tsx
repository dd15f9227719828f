import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { ContactFields, SubmitButton, TextField, useFormSubmit } from '@/components/form'
import { stockRequestFormSchema, type StockRequestFormOutput, type StockRequestFormValues } from './schemas'
import styles from './ContentForm.module.css'

export interface StockRequestFormProps {
  /** Sends the request; a rejection is a failed request (a 422 lands under the fields). */
  onSubmit: (values: StockRequestFormOutput) => Promise<unknown>
  /** A failure that is not a 422 with field messages. */
  onFailure?: (error: unknown) => void
  /** Prefill, e.g. the signed-in customer's name, email and phone. */
  defaultValues?: Partial<StockRequestFormValues>
  /** The product's name, for the form's accessible name. */
  productName?: string
}

const FIELDS = ['customer_name', 'customer_email', 'customer_phone', 'request_quantity'] as const

/**
 * Stock request for an out-of-stock product (spec 001 s2, s5): name, phone and quantity (a whole
 * number of at least 1) are required, email is optional. Cleared after a successful request.
 */
export function StockRequestForm({ onSubmit, onFailure, defaultValues, productName }: StockRequestFormProps) {
  const { t } = useLingui()
  const form = useForm<StockRequestFormValues, unknown, StockRequestFormOutput>({
    resolver: zodResolver(stockRequestFormSchema),
    defaultValues: {
      customer_name: '',
      customer_email: '',
      customer_phone: '',
      request_quantity: '1',
      ...defaultValues,
    },
  })
  const {
    register,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure, resetOnSuccess: true })

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit.onSubmit}
      aria-label={productName ? t`Request stock of ${productName}` : t`Request stock`}
    >
      <p className={styles.note}>{t`Fields marked * are required.`}</p>
      <ContactFields
        fields={[
          { kind: 'name', error: errors.customer_name?.message, ...register('customer_name') },
          { kind: 'phone', error: errors.customer_phone?.message, ...register('customer_phone') },
          { kind: 'email', optional: true, error: errors.customer_email?.message, ...register('customer_email') },
        ]}
      />
      {/* A text input: a number input drops Bangla digits before the rules see them (decision 0034). */}
      <TextField
        label={t`Quantity`}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.request_quantity?.message}
        {...register('request_quantity')}
      />
      <div className={styles.actions}>
        <SubmitButton busy={submit.busy}>{t`Send Request`}</SubmitButton>
      </div>
    </form>
  )
}
