import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { ContactFields, FormAlert, SubmitButton, useFormSubmit } from '@/components/form'
import { ROUTES } from '@/lib/paths'
import styles from '../authForms.module.css'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas'

export interface ForgotPasswordFormProps {
  /** Asks for the reset link; a rejected 422 puts the server's message under the email. */
  onSubmit: (values: ForgotPasswordValues) => Promise<unknown>
  onFailure?: (error: unknown) => void
  /** Shown once the link was sent (e.g. the server's 'We have emailed your password reset link!'). */
  sentMessage?: string
}

const FIELDS = ['email'] as const

/** Forgot password (spec 001 s2): the email the reset link is sent to. */
export function ForgotPasswordForm({ onSubmit, onFailure, sentMessage }: ForgotPasswordFormProps) {
  const { t } = useLingui()
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const {
    register,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure })

  return (
    <form noValidate onSubmit={submit.onSubmit} aria-label={t`Forgot password`}>
      <FormAlert tone="success">{sentMessage}</FormAlert>
      <p
        className={styles.note}
      >{t`Enter the email of your account and we will send you a link to set a new password.`}</p>
      <ContactFields fields={[{ kind: 'email', error: errors.email?.message, ...register('email') }]} />
      <SubmitButton busy={submit.busy} busyLabel={t`Sending...`}>
        {t`Send Password Reset Link`}
      </SubmitButton>
      <p className={styles.switch}>
        {t`Remembered it?`}{' '}
        <Link className={styles.link} to={ROUTES.login}>
          {t`Back to login`}
        </Link>
      </p>
    </form>
  )
}
