import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { SubmitButton, TextField, useFormSubmit } from '@/components/form'
import styles from './Newsletter.module.css'

/** What a sign-up attempt came to; `fieldError` is the server's first email message (422). */
export type NewsletterResult = { ok: true } | { ok: false; fieldError: string | null }

export interface NewsletterProps {
  /** Sends the email (POST /api/subscribe) and reports the outcome; toasts are the page's. */
  onSubscribe: (email: string) => Promise<NewsletterResult>
}

interface Values {
  email: string
}

/**
 * The newsletter sign-up (spec 000 s2, s5, s8). The email is validated by the server: a 422 shows
 * its first email message under the input; any other failure keeps what was typed (the page warns
 * 'Something Wrong!'); a success empties the input (the page shows 'Subscribe Successful').
 * One sign-up at a time however fast the button is clicked (useFormSubmit).
 */
export function Newsletter({ onSubscribe }: NewsletterProps) {
  const { t } = useLingui()
  const form = useForm<Values>({ defaultValues: { email: '' } })
  const {
    register,
    reset,
    setError,
    formState: { errors },
  } = form

  const { onSubmit, busy } = useFormSubmit({
    form,
    fields: ['email'],
    onSubmit: async ({ email }: Values) => {
      const result = await onSubscribe(email.trim())
      if (result.ok) reset({ email: '' })
      else if (result.fieldError)
        setError('email', { type: 'server', message: result.fieldError }, { shouldFocus: true })
    },
  })

  return (
    <section className={styles.section} aria-labelledby="home-newsletter-heading">
      <div className={styles.intro}>
        <h2 className={styles.heading} id="home-newsletter-heading">
          {t`Subscribe to our newsletter`}
        </h2>
        <p className={styles.lead}>{t`Join 60.000+ subscribers and get health tips, offers and new arrivals first.`}</p>
      </div>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.field}>
          <TextField
            label={t`Email address`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t`you@example.com`}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <SubmitButton className={styles.submit} busy={busy} busyLabel={t`Subscribing...`}>
          {t`Subscribe`}
        </SubmitButton>
      </form>
    </section>
  )
}

export default Newsletter
