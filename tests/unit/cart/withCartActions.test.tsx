import { act, Profiler } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '@/api/entities'
import { cartStore, loadServerSync } from '@/cart/cartStore'
import type { CartActions } from '@/cart/useCartActions'
import { withCartActions } from '@/cart/withCartActions'
import { product } from './products'

// React's act() checks this flag (testing-library sets it; this test renders with react-dom itself).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// A cart change loads the server sync module lazily: load it now, so no import outlives the file.
await loadServerSync()

/** A product list as the home page's rows are: presentational, the cart's actions as props. */
function List({ title, products, inCart, onAddToCart }: { title: string; products: Product[] } & CartActions) {
  return (
    <ul aria-label={title}>
      {products.map((item) => (
        <li key={item.id}>
          {item.product_name} {inCart(item) ? 'in cart' : ''}
          <button type="button" onClick={() => onAddToCart(item)}>
            Add {item.product_name}
          </button>
        </li>
      ))}
    </ul>
  )
}
const CartList = withCartActions<{ title: string; products: Product[] }>(List)

afterEach(() => {
  cartStore.clear()
  document.body.replaceChildren()
})

describe('withCartActions', () => {
  it('a cart change renders the wired list again, not the page around it', () => {
    const products = [product({ id: 1, price: 12 }), product({ id: 2, price: 5 })]
    const pageRenders = vi.fn()
    const listRenders = vi.fn()
    function Page() {
      pageRenders()
      return (
        <main>
          <h1>Home</h1>
          <Profiler id="list" onRender={listRenders}>
            <CartList title="Featured" products={products} />
          </Profiler>
        </main>
      )
    }
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    act(() => root.render(<Page />))
    expect(container.textContent).not.toContain('in cart')
    pageRenders.mockClear()
    listRenders.mockClear()

    act(() => container.querySelector('button')?.click())
    expect(cartStore.getSnapshot().map((line) => line.id)).toEqual([1])
    expect(container.querySelector('li')?.textContent).toContain('in cart')
    expect(listRenders).toHaveBeenCalled()
    expect(pageRenders).not.toHaveBeenCalled()
    act(() => root.unmount())
  })
})
