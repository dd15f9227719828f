import { useEffect, useRef, type RefObject } from 'react'

/**
 * A form control the server drew can be changed before the page's scripts run: text typed into
 * it, an option chosen. The control shows the change, but no event reached React, so nothing
 * followed from it (no search, no new sort order). When the control first mounts in the browser
 * (hydration), a value that differs from the one rendered is handed to `onEarlyValue`, as if
 * changed then. Once: later changes come through the control's own events. In a page drawn in
 * the browser the control starts with the rendered value, and nothing happens.
 */
export function useEarlyValue(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  rendered: string,
  onEarlyValue: (value: string, control: HTMLInputElement | HTMLSelectElement) => void,
): void {
  const checked = useRef(false)
  useEffect(() => {
    const control = ref.current
    if (checked.current || !control) return
    checked.current = true
    if (control.value !== rendered) onEarlyValue(control.value, control)
  }, [ref, rendered, onEarlyValue])
}
