import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { ContactFields, SubmitButton, TextareaField, useFormSubmit } from '@/components/form'
import { contactFormSchema, type ContactFormOutput, type ContactFormValues } from './schemas'
import styles from './ContentForm.module.css'

export interface ContactFormProps {
  /** Sends the message; a rejection is a failed send (a 422 lands under the fields). */
  onSubmit: (values: ContactFormOutput) => Promise<unknown>
  /** A failure that is not a 422 with field messages. */
  onFailure?: (error: unknown) => void
  /** Prefill, e.g. the signed-in customer's name, email and phone. */
  defaultValues?: Partial<ContactFormValues>
}

const FIELDS = ['name', 'email', 'phone', 'message'] as const

/** Contact Us (spec 001 s2): name, email, phone and message, all required. */
export function ContactForm({ onSubmit, onFailure, defaultValues }: ContactFormProps) {
  const { t } = useLingui()
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', phone: '', message: '', ...defaultValues },
  })
  const {
    register,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure, resetOnSuccess: true })

  return (
    <form className={styles.form} noValidate onSubmit={submit.onSubmit} aria-label={t`Send us a message`}>
      <p className={styles.note}>{t`All fields are required.`}</p>
      <ContactFields
        fields={[
          { kind: 'name', error: errors.name?.message, ...register('name') },
          { kind: 'email', error: errors.email?.message, ...register('email') },
          { kind: 'phone', error: errors.phone?.message, ...register('phone') },
        ]}
      />
      <TextareaField label={t`Message`} rows={6} required error={errors.message?.message} {...register('message')} />
      <div className={styles.actions}>
        <SubmitButton busy={submit.busy} busyLabel={t`Sending...`}>
          {t`Send Message`}
        </SubmitButton>
      </div>
    </form>
  )
}
