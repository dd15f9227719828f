import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { PHONE_INPUT, SubmitButton, TextField } from '@/components/form'
import { applyServerErrors } from '@/lib/forms'
import styles from '../authForms.module.css'
import { phoneSchema, type PhoneValues } from '../schemas'

export interface PhoneStepProps {
  defaultPhone?: string
  /** Whether a PIN may be sent to this phone now (the machine's `can(SUBMIT_PHONE)`). */
  canSubmit: (phone: string) => boolean
  /** True while the PIN is being sent. */
  busy: boolean
  /** The last send's failure: a 422 shows its phone message under the field. */
  serverError?: unknown
  onSubmit: (phone: string) => void
}

/** Phone login, step 1 (spec 001 s2): the phone number and Submit. */
export function PhoneStep({ defaultPhone = '', canSubmit, busy, serverError, onSubmit }: PhoneStepProps) {
  const { t } = useLingui()
  const form = useForm<PhoneValues>({ resolver: zodResolver(phoneSchema), defaultValues: { phone: defaultPhone } })
  const {
    register,
    setError,
    formState: { errors },
  } = form

  useEffect(() => {
    if (serverError) applyServerErrors(serverError, setError, ['phone'])
  }, [serverError, setError])

  const phone = useWatch({ control: form.control, name: 'phone' })
  return (
    <form
      noValidate
      aria-label={t`Login with phone`}
      onSubmit={form.handleSubmit((values) => {
        if (canSubmit(values.phone)) onSubmit(values.phone)
      })}
    >
      <p className={styles.note}>{t`We will send a 4-digit PIN to your phone by SMS.`}</p>
      <TextField
        label={t`Phone number`}
        {...PHONE_INPUT}
        maxLength={11}
        placeholder={t`01XXXXXXXXX`}
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SubmitButton busy={busy} busyLabel={t`Sending PIN...`} disabled={!canSubmit(phone)}>
        {t`Submit`}
      </SubmitButton>
    </form>
  )
}
