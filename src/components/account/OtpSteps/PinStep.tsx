import { Trans, useLingui } from '@lingui/react/macro'
import { useNumbers } from '@/i18n/useNumbers'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { SubmitButton, TextField } from '@/components/form'
import { toAsciiDigits } from '@/lib/digits'
import styles from '../authForms.module.css'
import { pinSchema, type PinValues } from '../schemas'

export interface PinStepProps {
  /** The phone the PIN was sent to. */
  phone: string
  /** The server's answer to the send, e.g. 'OTP sent to 01711000000'. */
  sentMessage?: string
  /** Seconds until 'Resend OTP' unlocks. */
  secondsLeft: number
  /** Whether 'Resend OTP' may be used now (the machine's `can(RESEND)`). */
  canResend: boolean
  /** True while a new PIN is being sent. */
  resending: boolean
  /** Whether this PIN may be verified now (the machine's `can(SUBMIT_PIN)`). */
  canVerify: (otp: string) => boolean
  /** True while the PIN is being verified. */
  verifying: boolean
  /** The last verification's failure; a new object for each failure. Shown under the PIN. */
  verifyError?: { message: string } | null
  /** Whether 'Change number' may be used now (the machine's `can(CHANGE_PHONE)`). */
  canChangePhone: boolean
  onVerify: (otp: string) => void
  onResend: () => void
  onChangePhone: () => void
}

/**
 * Phone login, step 2 (spec 001 s2, s9): the 4-digit PIN (numeric keypad, one-time-code autofill)
 * and Verify OTP; 'Resend OTP' stays disabled while the 59-second countdown runs.
 */
export function PinStep({
  phone,
  sentMessage,
  secondsLeft,
  canResend,
  resending,
  canVerify,
  verifying,
  verifyError,
  canChangePhone,
  onVerify,
  onResend,
  onChangePhone,
}: PinStepProps) {
  const { t } = useLingui()
  const { count } = useNumbers()
  const countdownId = useId()
  const pinRef = useRef<HTMLInputElement | null>(null)
  const form = useForm<PinValues>({ resolver: zodResolver(pinSchema), defaultValues: { otp: '' } })
  const {
    control,
    setError,
    formState: { errors },
  } = form

  // The PIN field gets focus when the step appears, so the shopper can type (or autofill) at once.
  useEffect(() => {
    pinRef.current?.focus()
  }, [])

  useEffect(() => {
    if (verifyError) setError('otp', { type: 'server', message: verifyError.message }, { shouldFocus: true })
  }, [verifyError, setError])

  const otp = useWatch({ control: form.control, name: 'otp' })
  const wait = count(secondsLeft)
  return (
    <div>
      <div className={styles.phoneSummary}>
        <p role="status">
          {sentMessage ? (
            sentMessage
          ) : (
            <Trans>
              We sent a 4-digit PIN to <strong>{phone}</strong>.
            </Trans>
          )}
        </p>
        <button type="button" className={styles.plainButton} onClick={onChangePhone} disabled={!canChangePhone}>
          {t`Change number`}
        </button>
      </div>
      <form
        noValidate
        aria-label={t`Verify PIN`}
        onSubmit={form.handleSubmit((values) => {
          if (canVerify(values.otp)) onVerify(values.otp)
        })}
      >
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <TextField
              label={t`PIN`}
              hint={t`The 4-digit PIN from the SMS`}
              className={styles.pin}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={4}
              required
              error={errors.otp?.message}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              ref={(node) => {
                pinRef.current = node
                field.ref(node)
              }}
              // As typed: Bangla digits become ASCII (decision 0034), anything else is dropped.
              onChange={(event) =>
                field.onChange(toAsciiDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, 4))
              }
            />
          )}
        />
        <SubmitButton busy={verifying} busyLabel={t`Verifying...`} disabled={!canVerify(otp)}>
          {t`Verify OTP`}
        </SubmitButton>
      </form>
      <div className={styles.resend}>
        <p id={countdownId} className={styles.countdown}>
          {secondsLeft > 0 ? t`You can ask for a new PIN in ${wait} s` : t`Did not get the PIN?`}
        </p>
        <button
          type="button"
          className={styles.plainButton}
          onClick={onResend}
          disabled={!canResend}
          aria-describedby={countdownId}
        >
          {resending ? t`Sending...` : t`Resend OTP`}
        </button>
      </div>
    </div>
  )
}
