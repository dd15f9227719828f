import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { ContactFields, SubmitButton, TextareaField, TextField, useFormSubmit } from '@/components/form'
import { b2bFormSchema, type B2BFormOutput, type B2BFormValues } from './schemas'
import styles from './ContentForm.module.css'

export interface B2BRegistrationFormProps {
  /** Sends the registration; a rejection is a failed registration (a 422 lands under the fields). */
  onSubmit: (values: B2BFormOutput) => Promise<unknown>
  /** A failure that is not a 422 with field messages. */
  onFailure?: (error: unknown) => void
  defaultValues?: Partial<B2BFormValues>
}

const FIELDS = ['organization', 'name', 'phone', 'email', 'address'] as const

/**
 * B2B registration for business buyers (spec 001 s2, s5): organization, contact name and phone are
 * required; email and address are optional. Cleared after a successful registration.
 */
export function B2BRegistrationForm({ onSubmit, onFailure, defaultValues }: B2BRegistrationFormProps) {
  const { t } = useLingui()
  const form = useForm<B2BFormValues, unknown, B2BFormOutput>({
    resolver: zodResolver(b2bFormSchema),
    defaultValues: { organization: '', name: '', phone: '', email: '', address: '', ...defaultValues },
  })
  const {
    register,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure, resetOnSuccess: true })

  return (
    <form className={styles.form} noValidate onSubmit={submit.onSubmit} aria-label={t`B2B registration`}>
      <p className={styles.note}>{t`Fields marked * are required.`}</p>
      <TextField
        label={t`Organization`}
        autoComplete="organization"
        hint={t`The pharmacy, clinic, hospital or company that buys.`}
        required
        error={errors.organization?.message}
        {...register('organization')}
      />
      <ContactFields
        fields={[
          { kind: 'name', label: t`Contact person`, error: errors.name?.message, ...register('name') },
          { kind: 'phone', error: errors.phone?.message, ...register('phone') },
          { kind: 'email', optional: true, error: errors.email?.message, ...register('email') },
        ]}
      />
      <TextareaField
        label={t`Address (optional)`}
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className={styles.actions}>
        <SubmitButton busy={submit.busy}>{t`Register Now`}</SubmitButton>
      </div>
    </form>
  )
}
