export { parseWalletAmount, WalletBox } from './WalletBox'
export type { WalletBoxProps } from './WalletBox'
