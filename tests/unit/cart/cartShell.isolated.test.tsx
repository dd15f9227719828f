import { act, Profiler } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type * as Toastify from 'react-toastify/unstyled'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// React's act() checks this flag (testing-library sets it; this test renders with react-dom itself).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const toastError = vi.hoisted(() => vi.fn())
vi.mock('react-toastify/unstyled', async (importOriginal) => {
  const original = await importOriginal<typeof Toastify>()
  return { ...original, toast: Object.assign(original.toast, { error: toastError }) }
})

// The panel's chunk cannot be fetched (offline).
vi.mock('@/cart/CartPanelContainer', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

const { product } = await import('./products')
const { CartShell, PANEL_UNAVAILABLE } = await import('@/cart/CartShell')
const { cartStore, loadServerSync } = await import('@/cart/cartStore')
// A cart change loads the server sync module lazily: load it now, so no import outlives the file.
await loadServerSync()
const { closeCartPanel, isCartPanelOpen, openCartPanel } = await import('@/cart/panel')
const { useCartActions } = await import('@/cart/useCartActions')
const { ProductCard } = await import('@/components/ProductCard')

let root: Root | null = null
let container: HTMLDivElement

function render(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <CartShell /> }], { initialEntries: [url] })
  root = createRoot(container)
  act(() => root?.render(<RouterProvider router={router} />))
  return router
}

const summary = () => container.querySelector<HTMLButtonElement>('[data-testid="floating-cart-summary"]')

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  localStorage.setItem('cart', JSON.stringify([{ ...product({ id: 1, price: 12 }), qty: 3 }]))
  cartStore.reload()
  closeCartPanel()
  toastError.mockClear()
})
afterEach(() => {
  act(() => root?.unmount())
  root = null
  container.remove()
})

describe('CartShell', () => {
  it('shows the floating summary from the cart, and hides it on /checkout', () => {
    render('/offers')
    expect(summary()?.hidden).toBe(false)
    expect(summary()?.textContent).toContain('3 Items')
    expect(summary()?.textContent).toContain('৳36.00')
    act(() => root?.unmount())
    render('/checkout')
    expect(summary()?.hidden).toBe(true)
  })

  it('hides the floating summary while the cart is empty, and shows it again when something is added', () => {
    render('/offers')
    act(() => cartStore.clear())
    expect(summary()?.hidden).toBe(true)
    act(() => cartStore.add(product({ id: 2, price: 5 })))
    expect(summary()?.hidden).toBe(false)
    expect(summary()?.textContent).toContain('1 Item')
  })

  it('closes the panel when the route changes', async () => {
    const router = render('/offers')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    act(() => openCartPanel())
    await act(() => router.navigate('/cart'))
    expect(isCartPanelOpen()).toBe(false)
    vi.restoreAllMocks()
  })

  it("opening the panel renders the cart's part of the shell only: the page's product cards do not render again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const products = [product({ id: 1, price: 12 }), product({ id: 2, price: 5 })]
    // A page's product row as the home page has it: cards wired with useCartActions.
    function Row() {
      const { inCart, onAddToCart, onViewItem } = useCartActions()
      return products.map((item) => (
        <ProductCard
          key={item.id}
          product={item}
          inCart={inCart(item)}
          onAddToCart={onAddToCart}
          onViewItem={onViewItem}
        />
      ))
    }
    const rowRenders = vi.fn()
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Profiler id="row" onRender={rowRenders}>
                <Row />
              </Profiler>
              <CartShell />
            </>
          ),
        },
      ],
      { initialEntries: ['/offers'] },
    )
    root = createRoot(container)
    act(() => root?.render(<RouterProvider router={router} />))
    rowRenders.mockClear()

    act(() => openCartPanel())
    expect(container.ownerDocument.querySelector('dialog')).not.toBeNull()
    expect(rowRenders).not.toHaveBeenCalled()
    // The test can fail: a cart change does render the row again.
    act(() => cartStore.add(product({ id: 2, price: 5 })))
    expect(rowRenders).toHaveBeenCalled()
    await act(() => vi.waitFor(() => expect(isCartPanelOpen()).toBe(false)))
    vi.restoreAllMocks()
  })

  it('when the panel chunk cannot be fetched: the panel closes, the shopper is told, the page keeps working', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render('/offers')
    act(() => openCartPanel())
    // The chunk is asked for after the next paint (CartShell): its failure closes the panel then.
    await act(() => vi.waitFor(() => expect(isCartPanelOpen()).toBe(false)))
    // The toast goes through @/lib/toast, which fetches react-toastify on first use (its first
    // import is transformed then: over a second on a busy machine, once in CI).
    await vi.waitFor(
      () => expect(toastError).toHaveBeenCalledWith(PANEL_UNAVAILABLE, { toastId: 'cart-panel-unavailable' }),
      { timeout: 5000 },
    )
    expect(log).toHaveBeenCalledWith('[cart] the cart panel could not be loaded', expect.any(Error))
    expect(summary()?.hidden).toBe(false)
    log.mockRestore()
  })
})
