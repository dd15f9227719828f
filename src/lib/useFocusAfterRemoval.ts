import { useLayoutEffect, useRef } from 'react'

/**
 * Keeps a keyboard user's place when an entry of a list is removed (the cart's lines, the
 * wishlist): the focus moves to the next entry's remove button (`[removeSelector]`), or the
 * previous one for the last entry, and to the `[data-empty-focus]` element once the list is empty.
 * Only when the focus was inside the list (a removal from elsewhere moves nothing).
 *
 *   const { containerRef, removing } = useFocusAfterRemoval(lines, '[data-line-remove]', (l) => l.id)
 *   <div ref={containerRef}> ... onRemove={(line) => { removing(line); onRemove(line) }}
 */
export function useFocusAfterRemoval<T>(
  items: readonly T[],
  removeSelector: string,
  keyOf: (item: T) => string | number,
) {
  const containerRef = useRef<HTMLDivElement>(null)
  /** Index of the removed entry while its removal is on its way to `items`. */
  const removedIndex = useRef<number | null>(null)

  useLayoutEffect(() => {
    const index = removedIndex.current
    const root = containerRef.current
    if (index === null || !root) return
    removedIndex.current = null
    const buttons = root.querySelectorAll<HTMLElement>(removeSelector)
    const target = buttons[Math.min(index, buttons.length - 1)] ?? root.querySelector<HTMLElement>('[data-empty-focus]')
    target?.focus()
  }, [items, removeSelector])

  /** Call before the removal is sent on. */
  const removing = (item: T) => {
    if (!containerRef.current?.contains(document.activeElement)) return
    const key = keyOf(item)
    removedIndex.current = Math.max(
      0,
      items.findIndex((entry) => keyOf(entry) === key),
    )
  }

  return { containerRef, removing }
}
