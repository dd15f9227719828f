export { PhoneStep } from './PhoneStep'
export type { PhoneStepProps } from './PhoneStep'
export { PinStep } from './PinStep'
export type { PinStepProps } from './PinStep'
