/** Product page parts and the stock request for an out-of-stock product. */
import type { ProductRecord } from '../data/types'
import { childCategoryOf, mainCategoryOf, productById, productBySlug, relatedProducts } from '../lib/catalogue'
import { notFound } from '../lib/failure'
import { email, exists, integerBetween, required, text, validate } from '../lib/validation'
import { shop } from '../store'
import { addStockRequest } from '../store/inbox'
import { idOf, json, message, readFields, route } from './http'
import { toProduct, toProducts } from './present'

function productOf(slug: string): ProductRecord {
  const product = productBySlug(slug)
  if (!product) throw notFound('Product')
  return product
}

export const productHandlers = [
  route('GET', '/api/product-details/{slug}', ({ param }) => json({ data: toProduct(productOf(param('slug'))) })),

  route('GET', '/api/product-sub-image/{slug}', ({ param }) => {
    const product = productOf(param('slug'))
    return json({ data: product.extra.subImages.map((file, i) => ({ id: product.id * 10 + i + 1, sub_image: file })) })
  }),

  route('GET', '/api/prodcut-image/{slug}', ({ param }) =>
    json({ data: { main_image: productOf(param('slug')).main_image } }),
  ),

  route('GET', '/api/product-cat-subcat/{slug}', ({ param }) => {
    const product = productOf(param('slug'))
    const main = mainCategoryOf(product)
    const child = childCategoryOf(product)
    const trail = [main, child].flatMap((c) => (c ? [{ CatName: c.name, slug: c.slug }] : []))
    return json({ data: trail })
  }),

  route('GET', '/api/product-main-category/{slug}', ({ param }) => {
    const main = mainCategoryOf(productOf(param('slug')))
    if (!main) throw notFound('Category')
    return json({ data: { name: main.name, slug: main.slug } })
  }),

  route('GET', '/api/related-product/{slug}', ({ param }) =>
    json({ data: toProducts(relatedProducts(productOf(param('slug')))) }),
  ),

  route('GET', '/api/request-product/{slug}', ({ param }) => json({ data: toProduct(productOf(param('slug'))) })),

  route('POST', '/api/product-request', async ({ request }) => {
    const body = await readFields(request)
    validate(body, {
      customer_name: [required],
      customer_email: [email],
      customer_phone: [required],
      request_quantity: [required, integerBetween(1, 1000)],
      product_id: [required, exists((v) => productById(idOf(v) ?? 0) !== undefined)],
    })
    addStockRequest(shop(), {
      product_id: idOf(body.product_id) ?? 0,
      customer_name: text(body.customer_name),
      customer_email: text(body.customer_email),
      customer_phone: text(body.customer_phone),
      request_quantity: Number(text(body.request_quantity)),
    })
    return message('Request Sent Successful!')
  }),
]
