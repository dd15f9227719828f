export { ACCOUNT_LINKS, AccountMenu, LOGIN_PATH } from './AccountMenu'
export type { AccountMenuProps } from './AccountMenu'
