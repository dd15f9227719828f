import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { ContactFields, SubmitButton, TextField, useFormSubmit } from '@/components/form'
import { ROUTES } from '@/lib/paths'
import styles from '../authForms.module.css'
import { registrationSchema, type RegistrationValues } from '../schemas'

export interface RegistrationFormProps {
  /** Registers the customer; a rejected 422 puts the server's messages under the fields. */
  onSubmit: (values: RegistrationValues) => Promise<unknown>
  onFailure?: (error: unknown) => void
  /** Query carried to the sign-in link (keeps `?redirect=`). */
  linkSearch?: string
}

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const

/** User Registration (spec 001 s2): name, email, password, confirmation, Create Account, link to sign in. */
export function RegistrationForm({ onSubmit, onFailure, linkSearch = '' }: RegistrationFormProps) {
  const { t } = useLingui()
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  })
  const {
    register,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure })

  return (
    <form noValidate onSubmit={submit.onSubmit} aria-label={t`Create an account`}>
      <ContactFields
        fields={[
          { kind: 'name', error: errors.name?.message, ...register('name') },
          { kind: 'email', error: errors.email?.message, ...register('email') },
        ]}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <SubmitButton busy={submit.busy} busyLabel={t`Creating account...`}>
        {t`Create Account`}
      </SubmitButton>
      <p className={styles.switch}>
        {t`Already have an account?`}{' '}
        <Link className={styles.link} to={`${ROUTES.login}${linkSearch}`}>
          {t`Sign in`}
        </Link>
      </p>
    </form>
  )
}
