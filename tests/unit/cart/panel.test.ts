import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cartStore, loadServerSync } from '@/cart/cartStore'
import { vi } from 'vitest'
import { closeCartPanel, openCartPanel, openCartPanelAt, proceedToCheckout, takeCartPanelOpener } from '@/cart/panel'
import { cartPanelActor } from '@/cart/panelActor'
import { product } from './products'

// A cart change loads the server sync module lazily: load it first, so no import outlives the file.
beforeAll(() => loadServerSync())

type Layered = { dataLayer?: unknown[] }
const win = () => window as unknown as Layered

beforeEach(() => {
  cartStore.reload()
  closeCartPanel()
  takeCartPanelOpener()
})
afterEach(() => {
  delete win().dataLayer
  document.body.innerHTML = ''
})

describe('the cart panel of the page', () => {
  it('opens and closes through the shared functions', () => {
    openCartPanel()
    expect(cartPanelActor.getSnapshot().matches('open')).toBe(true)
    closeCartPanel()
    expect(cartPanelActor.getSnapshot().matches('closed')).toBe(true)
  })

  it("'View Item' opens it on the product's line", () => {
    openCartPanelAt(1001)
    expect(cartPanelActor.getSnapshot().context.focusProductId).toBe(1001)
  })

  it('remembers the element that opened it, to give the focus back', () => {
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    openCartPanel()
    closeCartPanel()
    expect(takeCartPanelOpener()).toBe(button)
    expect(takeCartPanelOpener()).toBeNull()

    button.focus()
    openCartPanel()
    button.remove()
    expect(takeCartPanelOpener()).toBeNull()
  })

  it('follows the cart: the checkout gate opens at 200 and pushes begin_checkout once', () => {
    cartStore.add(product({ id: 7001, price: 199.99 }))
    expect(cartPanelActor.getSnapshot().context).toMatchObject({ total: 199.99, lines: 1 })
    openCartPanel()
    expect(proceedToCheckout()).toBe(false)
    expect(win().dataLayer).toBeUndefined()
    expect(cartPanelActor.getSnapshot().matches('open')).toBe(true)

    cartStore.add(product({ id: 7002, price: 0.01 }))
    expect(proceedToCheckout()).toBe(true)
    expect(cartPanelActor.getSnapshot().matches('closed')).toBe(true)
    expect(win().dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({
        event: 'begin_checkout',
        ecommerce: expect.objectContaining({ currency: 'BDT', value: 200 }) as unknown,
      }),
    ])
  })

  it('follows a cart changed in another tab', () => {
    const lines = [{ ...product({ id: 7003, price: 300 }), qty: 1 }]
    localStorage.setItem('cart', JSON.stringify(lines))
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
    expect(cartPanelActor.getSnapshot().context).toMatchObject({ total: 300, lines: 1 })
    expect(cartPanelActor.getSnapshot().can({ type: 'CHECKOUT' })).toBe(true)
  })
})

describe('before the machine has loaded (first load: XState is not in it)', () => {
  it('remembers an opening, keeps the checkout gate closed, and hands both to the machine when it loads', async () => {
    vi.resetModules()
    const panel = await import('@/cart/panel')
    const seen: boolean[] = []
    panel.subscribeCartPanel(() => seen.push(panel.isCartPanelOpen()))

    expect(panel.getCartPanelActor()).toBeNull()
    panel.openCartPanelAt(42)
    expect(panel.isCartPanelOpen()).toBe(true)
    expect(panel.proceedToCheckout()).toBe(false)
    panel.closeCartPanel()
    expect(panel.isCartPanelOpen()).toBe(false)
    panel.openCartPanelAt(1001)

    const { cartPanelActor: loaded } = await import('@/cart/panelActor')
    expect(panel.getCartPanelActor()).toBe(loaded)
    expect(loaded.getSnapshot().matches('open')).toBe(true)
    expect(loaded.getSnapshot().context.focusProductId).toBe(1001)
    expect(seen.slice(0, 3)).toEqual([true, false, true])
    expect(seen.at(-1)).toBe(true)

    panel.closeCartPanel()
    expect(loaded.getSnapshot().matches('closed')).toBe(true)
    expect(seen.at(-1)).toBe(false)
  })
})
