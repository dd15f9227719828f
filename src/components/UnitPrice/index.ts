export { UnitPrice, usePerUnitText } from './UnitPrice'
export type { UnitPriceProps } from './UnitPrice'
