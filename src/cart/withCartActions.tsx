import type { ComponentType } from 'react'
import { useCartActions, type CartActions } from './useCartActions'

/**
 * A product list wired to the cart (useCartActions): only the list renders again when the cart
 * changes, not the page around it. (The home page took the actions itself, so an Add to Cart
 * rendered the whole page again: its head, banners and every row.)
 */
export function withCartActions<P>(List: ComponentType<P & CartActions>) {
  return function WithCartActions(props: P) {
    const actions = useCartActions()
    return <List {...props} {...actions} />
  }
}
