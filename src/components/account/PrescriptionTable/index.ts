export { PrescriptionTable } from './PrescriptionTable'
export type { PrescriptionTableProps } from './PrescriptionTable'
