import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { SubmitButton, TextField, useFormSubmit } from '@/components/form'
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas'

export interface ResetPasswordFormProps {
  /** Sets the new password; a rejected 422 puts the server's messages under the fields. */
  onSubmit: (values: ResetPasswordValues) => Promise<unknown>
  onFailure?: (error: unknown) => void
}

const FIELDS = ['password', 'password_confirmation'] as const

/** Reset password (spec 001 s2): the new password and its confirmation; the token comes from the route. */
export function ResetPasswordForm({ onSubmit, onFailure }: ResetPasswordFormProps) {
  const { t } = useLingui()
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  })
  const {
    register,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure })

  return (
    <form noValidate onSubmit={submit.onSubmit} aria-label={t`Reset password`}>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <SubmitButton busy={submit.busy} busyLabel={t`Saving...`}>
        {t`Reset Password`}
      </SubmitButton>
    </form>
  )
}
