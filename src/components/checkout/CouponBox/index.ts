export { CouponBox } from './CouponBox'
export type { CouponBoxProps } from './CouponBox'
