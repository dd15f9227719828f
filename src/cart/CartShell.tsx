/**
 * The cart's part of the page shell, rendered once by AppLayout: the cart panel and the floating
 * cart summary (built in the cart issue).
 */
export function CartShell() {
  return null
}
