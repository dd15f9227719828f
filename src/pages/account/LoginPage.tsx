import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router-dom'
import { loginWithEmail } from '@/api'
import { AuthCard, LoginForm, type LoginValues } from '@/components/account'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { completeSignIn, useReturnToPreviousPage } from '@/session'
import { hasStatus, notifyWarning, TEXTS } from '@/account/feedback'

/**
 * /user-login (guest only): email and password. 401 warns 'User name  or password incorrect',
 * 422 puts the messages under the fields, success stores the session and goes back to the
 * previous page (a safe path of this site only).
 */
export default function LoginPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { search } = useLocation()
  const returnToPreviousPage = useReturnToPreviousPage('/')

  async function signIn(values: LoginValues) {
    try {
      const answer = await loginWithEmail(values)
      completeSignIn(answer)
      returnToPreviousPage()
    } catch (error) {
      if (!hasStatus(error, 401)) throw error
      notifyWarning(TEXTS.loginFailed)
    }
  }

  return (
    <>
      <PageSeo title={documentTitle(t`Login`)} />
      <AuthCard title={t`Login`} intro={t`Sign in with your email and password.`}>
        <LoginForm onSubmit={signIn} onFailure={() => notifyWarning(TEXTS.somethingWrong)} linkSearch={search} />
      </AuthCard>
    </>
  )
}
