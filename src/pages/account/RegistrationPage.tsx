import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router-dom'
import { registerCustomer } from '@/api'
import { AuthCard, RegistrationForm, type RegistrationValues } from '@/components/account'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useReturnToPreviousPage } from '@/session'
import { notifySuccess, notifyWarning, TEXTS } from '@/account/feedback'

/**
 * /user-registration (guest only): 'User successfully registered', then back to the previous page
 * (the login page when the shopper came straight here); 422 messages under the fields.
 */
export default function RegistrationPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { search } = useLocation()
  const returnToPreviousPage = useReturnToPreviousPage(`${ROUTES.login}${search}`)

  async function register(values: RegistrationValues) {
    await registerCustomer(values)
    notifySuccess(TEXTS.registered)
    returnToPreviousPage()
  }

  return (
    <>
      <PageSeo title={documentTitle(t`User Registration`)} />
      <AuthCard title={t`User Registration`} intro={t`Create your account to order faster and follow your orders.`}>
        <RegistrationForm
          onSubmit={register}
          onFailure={() => notifyWarning(TEXTS.somethingWrong)}
          linkSearch={search}
        />
      </AuthCard>
    </>
  )
}
