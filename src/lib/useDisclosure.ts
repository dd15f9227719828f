import { useEffect, useId, useRef, useState, type FocusEvent } from 'react'

/**
 * A button that shows and hides a panel (the header's dropdowns: AccountMenu, CategoryMegaMenu),
 * on the model of bulletproof-react's use-disclosure, with what a dropdown needs around it:
 * - the button says whether the panel is open (aria-expanded) and which it is (aria-controls);
 * - while open, Escape closes it and gives the focus back to the button;
 * - a press outside the root closes it, and so does the focus leaving the root (Tab away).
 * Spread `rootProps` on the element holding both, `buttonProps` on the button and `panelProps`
 * on the panel.
 */
export function useDisclosure() {
  const panelId = `${useId()}-panel`
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)

  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [isOpen])

  const close = () => setOpen(false)

  return {
    isOpen,
    setOpen,
    close,
    rootProps: {
      ref: rootRef,
      onBlur: (event: FocusEvent) => {
        if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) setOpen(false)
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    } as const,
    panelProps: { id: panelId, hidden: !isOpen },
  }
}
