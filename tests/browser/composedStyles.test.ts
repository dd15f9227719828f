/**
 * The shared looks composed by CSS modules (src/styles/modal.module.css, skeleton.module.css): every
 * stylesheet that composes them carries its own copy of their rules, so a copy can arrive after a
 * composer's own rules (a chunk loaded later; the story files' styles in one page). The composers'
 * rules must win anyway (the shared rules are in the cascade layer `composed`). Here the cart
 * panel's stylesheet, with its copy of the dialog's defaults, comes after the popup's: the popup
 * stays centred, as it once did not (it sat in the top left corner, margin 0).
 */
import { afterEach, expect, it } from 'vitest'
import '@/styles/global.css'
import popup from '@/components/home/PopupAd/PopupAdDialog.module.css'
import cart from '@/components/cart/CartPanel/CartPanel.module.css'

afterEach(() => {
  document.body.replaceChildren()
})

it('keeps the popup centred when another composer’s copy of the dialog’s defaults comes later', () => {
  const dialog = document.createElement('dialog')
  dialog.className = popup.content ?? ''
  const content = document.createElement('div')
  content.style.height = '200px'
  dialog.append(content)
  document.body.append(dialog)
  dialog.show()

  // Centred: its auto margins, as used, are equal and not 0.
  const style = getComputedStyle(dialog)
  expect(dialog.getBoundingClientRect().width).toBeGreaterThan(0)
  expect(parseFloat(style.marginLeft)).toBeGreaterThan(0)
  expect(style.marginLeft).toBe(style.marginRight)
  expect(parseFloat(style.marginTop)).toBeGreaterThan(0)
  expect(style.marginTop).toBe(style.marginBottom)
  // The cart's stylesheet (with its own copy) was imported after the popup's.
  expect(cart.frame).toContain(popup.content?.split(' ')[1] ?? 'missing')
})

it('hides a closed dialog whatever display its composer gives it', () => {
  const frame = document.createElement('dialog')
  frame.className = cart.frame ?? ''
  document.body.append(frame)
  expect(getComputedStyle(frame).display).toBe('none')
  frame.show()
  expect(getComputedStyle(frame).display).toBe('flex')
})
