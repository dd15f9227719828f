export { ACCOUNT_LINKS, AccountMenu } from './AccountMenu'
export type { AccountMenuProps } from './AccountMenu'
