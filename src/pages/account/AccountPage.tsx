import type { ReactNode } from 'react'
import { AccountLayout, type AccountSection } from '@/components/account'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useSignOut } from '@/session'

interface AccountPageProps {
  active: AccountSection
  title: string
  actions?: ReactNode
  children: ReactNode
}

/** A signed-in account page: its title, the account menu (with Logout) and the content. */
export function AccountPage({ active, title, actions, children }: AccountPageProps) {
  const documentTitle = useDocumentTitle()
  const signOut = useSignOut()
  return (
    <>
      <PageSeo title={documentTitle(title)} />
      <AccountLayout active={active} title={title} actions={actions} onSignOut={signOut}>
        {children}
      </AccountLayout>
    </>
  )
}
