export { OrderDetails, isFreeItem, lineSubTotal, paymentTypeLabel, unitPaid } from './OrderDetails'
export type { OrderDetailsProps } from './OrderDetails'
