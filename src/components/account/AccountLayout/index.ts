export { ACCOUNT_SECTIONS, AccountLayout } from './AccountLayout'
export type { AccountLayoutProps, AccountSection } from './AccountLayout'
