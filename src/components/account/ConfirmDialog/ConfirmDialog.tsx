import { useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import buttons from '../buttons.module.css'
import styles from './ConfirmDialog.module.css'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The question, e.g. 'Are you sure to delete Address ?'. */
  title: string
  /** What the answer applies to (e.g. the address). */
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Styles the confirm button as a destructive action. */
  destructive?: boolean
  onConfirm: () => void
  /** Where focus goes when the dialog closes (the control that opened it). */
  returnFocusTo?: () => HTMLElement | null
}

/**
 * An accessible confirmation (Radix Dialog): modal, focus kept inside, Escape or Cancel closes it,
 * focus returns to the control that opened it. Used instead of window.confirm.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  returnFocusTo,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          // Without a description, tell Radix there is none on purpose (no aria-describedby).
          {...(children ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.()
            if (target && target.isConnected) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {children && (
            <Dialog.Description asChild>
              <div className={styles.description}>{children}</div>
            </Dialog.Description>
          )}
          <div className={styles.actions}>
            <Dialog.Close className={buttons.secondary}>{cancelLabel ?? t`Cancel`}</Dialog.Close>
            <button
              type="button"
              className={destructive ? buttons.danger : buttons.primary}
              onClick={() => {
                onConfirm()
                onOpenChange(false)
              }}
            >
              {confirmLabel ?? t`Yes`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
