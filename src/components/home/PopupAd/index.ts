export { POPUP_IMAGE_SIZE, PopupAdDialog } from './PopupAdDialog'
export type { PopupAdDialogProps } from './PopupAdDialog'
