import { useLingui } from '@lingui/react/macro'
import { useText } from '@/i18n/lingui'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { messageOf, requestPasswordReset, resetPassword } from '@/api'
import {
  AuthCard,
  ForgotPasswordForm,
  ResetPasswordForm,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from '@/components/account'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { hasStatus, notifySuccess, notifyWarning, TEXTS } from '@/account/feedback'

/** /reset-password: asks for the reset link by email (400 'Invalid Email Address', 422 field errors). */
function ForgotPassword() {
  const { t } = useLingui()
  const [sentMessage, setSentMessage] = useState<string>()

  async function send(values: ForgotPasswordValues) {
    setSentMessage(undefined)
    try {
      const answer = await requestPasswordReset(values.email)
      notifySuccess(TEXTS.resetEmailSent)
      const email = values.email
      setSentMessage(answer.message || t`We have emailed a password reset link to ${email}.`)
    } catch (error) {
      if (!hasStatus(error, 400)) throw error
      notifyWarning(TEXTS.invalidEmail)
    }
  }

  return (
    <AuthCard title={t`Forgot Password`}>
      <ForgotPasswordForm
        onSubmit={send}
        onFailure={() => notifyWarning(TEXTS.somethingWrong)}
        sentMessage={sentMessage}
      />
    </AuthCard>
  )
}

/** /reset-password/{token}: the new password; success 'Password Change Successfull!' and on to login. */
function ResetPassword({ token }: { token: string }) {
  const { t } = useLingui()
  const text = useText()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string>()

  async function reset(values: ResetPasswordValues) {
    setFailure(undefined)
    await resetPassword({ token, ...values })
    notifySuccess(TEXTS.passwordChanged)
    await navigate(ROUTES.login, { replace: true })
  }

  return (
    <AuthCard
      title={t`Reset Password`}
      intro={t`Choose a new password for your account.`}
      footer={
        failure && (
          <p>
            <Link to={ROUTES.resetPassword}>{t`Ask for a new reset link`}</Link>
          </p>
        )
      }
    >
      <ResetPasswordForm
        onSubmit={reset}
        onFailure={(error) => {
          // e.g. 400 'This password reset token is invalid.': the server's words, and a way on.
          const message = text(messageOf(error, TEXTS.somethingWrong))
          setFailure(message)
          notifyWarning(message)
        }}
      />
    </AuthCard>
  )
}

/** /reset-password and /reset-password/{token} (open to everyone). */
export default function ResetPasswordPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { token } = useParams()
  return (
    <>
      <PageSeo title={documentTitle(token ? t`Reset Password` : t`Forgot Password`)} />
      {token ? <ResetPassword key={token} token={token} /> : <ForgotPassword />}
    </>
  )
}
