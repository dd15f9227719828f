import type { Product } from '@/api/entities'
import { productSchema } from '@/api/entities'
import { productById } from '@mocks/lib/catalogue'
import { toProduct } from '@mocks/handlers/present'

/** A parsed product with the given fields (ids 1001+ are the mock shop's catalogue). */
export function product(fields: Partial<Product> & Pick<Product, 'id' | 'price'>): Product {
  return {
    slug: `product-${fields.id}`,
    product_name: `Product ${fields.id}`,
    strength: '',
    discount_price: null,
    unit: 'Strip',
    unit_description: '10 Tablets (1 Strip)',
    main_image: '',
    stock_status: '1',
    gnerics: '',
    menufactures: 'Maker',
    pos_id: '',
    short_description: '',
    description: '',
    meta_tag: '',
    type: 'medicine',
    category: 'Category',
    qty: undefined,
    ...fields,
  }
}

/** A product of the mock shop's catalogue, parsed as the app parses answers. */
export function shopProduct(id: number): Product {
  const record = productById(id)
  if (!record) throw new Error(`no mock product ${id}`)
  return productSchema.parse(toProduct(record))
}
