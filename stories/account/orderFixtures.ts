/** A cart line of the mock shop's Napa, for stories that start with something in the cart. */
import { productSchema } from '@/api/entities'
import { productBySlug } from '@mocks/lib/catalogue'
import { toProduct } from '@mocks/handlers/present'

const napa = productBySlug('napa-500-mg-tablet')
if (!napa) throw new Error('mock shop: no napa-500-mg-tablet')

export const napaLine = { ...productSchema.parse(toProduct(napa)), qty: 5 }
