export { QuantityStepper } from './QuantityStepper'
export type { QuantityStepperProps } from './QuantityStepper'
