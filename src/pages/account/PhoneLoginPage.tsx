import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { isApiError, messageOf, sendLoginOtp, verifyOtp, type LoginAnswer } from '@/api'
import { AuthCard, PhoneStep, PinStep, StatusMessage } from '@/components/account'
import { useText, type Text } from '@/i18n/lingui'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { completeSignIn, useReturnToPreviousPage } from '@/session'
import { otpLoginMachine, RESEND_SECONDS, type SendOtpOutput } from '@machines/otpLogin'
import { hasStatus, isFieldError, notifySuccess, notifyWarning, TEXTS } from '@/account/feedback'

/** The machine with the real calls: POST /api/otp-login {phone}, POST /api/verify-otp {otp, password: ''}. */
const phoneLoginMachine = otpLoginMachine.provide({
  actors: {
    sendOtp: fromPromise<SendOtpOutput, { phone: string }>(async ({ input }) => sendLoginOtp(input.phone)),
    verifyOtp: fromPromise<LoginAnswer, { otp: string }>(({ input }) => verifyOtp(input.otp)),
  },
})

/** What the PIN field shows after a failed verification (the server's message when it sent one). */
function verifyFailureText(error: unknown): Text {
  if (isApiError(error) && error.status === 422) return error.fieldError('otp') ?? messageOf(error, TEXTS.invalidOtp)
  return messageOf(error, hasStatus(error, 500) ? TEXTS.invalidOtp : TEXTS.somethingWrong)
}

/**
 * /userlogin (guest only): phone -> 4-digit PIN -> signed in, back to the previous page. Verify
 * 500 warns 'Invalid OTP' (3 s) and shows the server's message under the PIN; a 422 on send puts
 * the phone message under the field. See machines/otpLogin.ts.
 */
export default function PhoneLoginPage() {
  const { t } = useLingui()
  const translate = useText()
  const documentTitle = useDocumentTitle()
  const { search } = useLocation()
  const returnToPreviousPage = useReturnToPreviousPage('/')
  const actor = useActorRef(phoneLoginMachine, { input: { resendSeconds: RESEND_SECONDS } })
  const snapshot = useSelector(actor, (s) => s)

  useEffect(() => {
    const subscriptions = [
      actor.on('otpSent', (event) => notifySuccess(event.message || t`PIN sent to ${event.phone}`)),
      actor.on('sendFailed', (event) => {
        if (!isFieldError(event.error)) notifyWarning(messageOf(event.error, TEXTS.somethingWrong))
      }),
      actor.on('verifyFailed', (event) =>
        notifyWarning(hasStatus(event.error, 500) ? TEXTS.invalidOtp : TEXTS.somethingWrong),
      ),
      actor.on('signedIn', (event) => {
        completeSignIn(event.answer)
        returnToPreviousPage()
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, returnToPreviousPage, t])

  const { verifyError } = snapshot.context
  const verifyFailure = useMemo(
    () => (verifyError ? { message: translate(verifyFailureText(verifyError)) } : null),
    [verifyError, translate],
  )

  let step
  if (snapshot.matches('pinEntry')) {
    step = (
      <PinStep
        phone={snapshot.context.phone}
        sentMessage={snapshot.context.sentMessage}
        secondsLeft={snapshot.context.secondsLeft}
        canResend={snapshot.can({ type: 'RESEND' })}
        resending={snapshot.matches({ pinEntry: { resend: 'resending' } })}
        canVerify={(otp) => snapshot.can({ type: 'SUBMIT_PIN', otp })}
        verifying={snapshot.matches({ pinEntry: { pin: 'verifying' } })}
        verifyError={verifyFailure}
        canChangePhone={snapshot.can({ type: 'CHANGE_PHONE' })}
        onVerify={(otp) => actor.send({ type: 'SUBMIT_PIN', otp })}
        onResend={() => actor.send({ type: 'RESEND' })}
        onChangePhone={() => actor.send({ type: 'CHANGE_PHONE' })}
      />
    )
  } else if (snapshot.matches('signedIn')) {
    step = <StatusMessage kind="loading">{t`Signed in. Taking you back...`}</StatusMessage>
  } else {
    step = (
      <PhoneStep
        defaultPhone={snapshot.context.phone}
        canSubmit={(phone) => snapshot.can({ type: 'SUBMIT_PHONE', phone })}
        busy={snapshot.matches('sending')}
        serverError={snapshot.context.sendError}
        onSubmit={(phone) => actor.send({ type: 'SUBMIT_PHONE', phone })}
      />
    )
  }

  return (
    <>
      <PageSeo title={documentTitle(t`Login with Phone`)} />
      <AuthCard
        title={t`Login with Phone`}
        footer={
          <p>
            {t`Prefer email?`} <Link to={`${ROUTES.login}${search}`}>{t`Login with email and password`}</Link>
          </p>
        }
      >
        {step}
      </AuthCard>
    </>
  )
}
