import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { ContactFields, SubmitButton, useFormSubmit } from '@/components/form'
import { profileSchema, type ProfileValues } from '../schemas'

export interface ProfileFormProps {
  defaultValues: ProfileValues
  /** Saves the profile; a rejected 422 puts the server's messages under the fields. */
  onSubmit: (values: ProfileValues) => Promise<unknown>
  onFailure?: (error: unknown) => void
}

const FIELDS = ['name', 'email', 'phone'] as const

/** Profile update (spec 001 s2 /my-information): name, email and phone. */
export function ProfileForm({ defaultValues, onSubmit, onFailure }: ProfileFormProps) {
  const { t } = useLingui()
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues })
  const {
    register,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure })

  return (
    <form noValidate onSubmit={submit.onSubmit} aria-label={t`Profile details`}>
      <ContactFields
        fields={[
          { kind: 'name', error: errors.name?.message, ...register('name') },
          { kind: 'email', error: errors.email?.message, ...register('email') },
          { kind: 'phone', maxLength: 11, error: errors.phone?.message, ...register('phone') },
        ]}
      />
      <SubmitButton busy={submit.busy} busyLabel={t`Saving...`}>
        {t`Update Profile`}
      </SubmitButton>
    </form>
  )
}
