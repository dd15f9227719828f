/**
 * What the dialogs drawn without `showModal()` share (the popup ad, decision 0070, and the cart
 * panel's frame, decision 0062): a modal dialog's page is inert, hidden from assistive
 * technologies; theirs is hidden by this instead, without restyling it.
 */

/**
 * Hides the rest of the page from assistive technologies while the dialog is open, as a modal
 * dialog's inert page is (and as Radix's dialogs do): `aria-hidden` on every sibling of the dialog
 * and of each of its ancestors, but live regions (the toasts) and what is hidden already. No style
 * depends on the attribute, so nothing is restyled. Returns the undoing.
 */
export function hideTheRest(dialog: Element): () => void {
  const hidden: Element[] = []
  // Up to the body: its sibling, the head, is never drawn.
  for (let node: Element | null = dialog; node !== document.body && node?.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('aria-hidden') || sibling.hasAttribute('aria-live')) continue
      sibling.setAttribute('aria-hidden', 'true')
      hidden.push(sibling)
    }
  }
  return () => hidden.forEach((element) => element.removeAttribute('aria-hidden'))
}
