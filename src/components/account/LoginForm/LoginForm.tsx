import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { ContactFields, SubmitButton, TextField, useFormSubmit } from '@/components/form'
import { ROUTES } from '@/lib/paths'
import styles from '../authForms.module.css'
import { loginSchema, type LoginValues } from '../schemas'

export interface LoginFormProps {
  /** Sends the credentials; a rejected 422 puts the server's messages under the fields. */
  onSubmit: (values: LoginValues) => Promise<unknown>
  /** A failed submit that is not a 422 with field messages. */
  onFailure?: (error: unknown) => void
  /** Query carried to the phone-login and registration links (keeps `?redirect=`). */
  linkSearch?: string
  defaultEmail?: string
}

const FIELDS = ['email', 'password'] as const

/**
 * Email and password sign-in (spec 001 s2): email (email type, required), password (required),
 * links to /reset-password, /userlogin and /user-registration.
 */
export function LoginForm({ onSubmit, onFailure, linkSearch = '', defaultEmail = '' }: LoginFormProps) {
  const { t } = useLingui()
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })
  const {
    register,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure })

  return (
    <form noValidate onSubmit={submit.onSubmit} aria-label={t`Login with email`}>
      <ContactFields fields={[{ kind: 'email', error: errors.email?.message, ...register('email') }]} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <div className={styles.row}>
        <Link className={styles.link} to={ROUTES.resetPassword}>
          {t`Forgot password?`}
        </Link>
        <Link className={styles.link} to={`${ROUTES.phoneLogin}${linkSearch}`}>
          {t`Login with phone PIN`}
        </Link>
      </div>
      <SubmitButton busy={submit.busy} busyLabel={t`Logging in...`}>
        {t`Login`}
      </SubmitButton>
      <p className={styles.switch}>
        {t`New here?`}{' '}
        <Link className={styles.link} to={`${ROUTES.registration}${linkSearch}`}>
          {t`Create an account`}
        </Link>
      </p>
    </form>
  )
}
