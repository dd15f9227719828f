export { canBuy, MedicineList, type MedicineEntry, type MedicineListProps, type ReminderView } from './MedicineList'
export { ReminderEditor, type ReminderEditorProps } from './ReminderEditor'
