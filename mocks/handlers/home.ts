/** Home page: popup, meta, banners, product rows, recommendations, newsletter. */
import { homeMeta, offerBanners, popupAd, popupStatus, smallBanners, topBanners } from '../data/content'
import { featuredProducts, productById, productsOfSlug } from '../lib/catalogue'
import { email, exists, required, text, unique, validate } from '../lib/validation'
import { shop } from '../store'
import { addSubscriber, isSubscribed, recommend } from '../store/inbox'
import { idOf, json, message, readFields, route } from './http'
import { toProducts } from './present'

const HOME_ROW_SIZE = 12

/** The four category rows of the home page (endpoint names keep the backend's spelling). */
const homeRow = (
  path:
    | '/api/category-medicaldevice'
    | '/api/category-haircare'
    | '/api/category-perosnalcare'
    | '/api/category-babycategory',
  slug: string,
) => route('GET', path, () => json({ data: toProducts(productsOfSlug(slug, HOME_ROW_SIZE)) }))

export const homeHandlers = [
  route('GET', '/api/popup-advertise', () => json({ data: popupAd })),
  route('GET', '/api/popup-status', () => json({ status: popupStatus })),
  route('GET', '/api/home-meta-tag', () => json({ data: homeMeta })),
  route('GET', '/api/feature-product', () => json({ data: toProducts(featuredProducts()) })),
  route('GET', '/api/v2/top-banner', () => json({ data: topBanners })),
  route('GET', '/api/v2/home-offer-banner', () => json({ data: offerBanners })),
  route('GET', '/api/v2/home-small-banner', () => json({ data: smallBanners })),
  homeRow('/api/category-medicaldevice', 'diagnosticsself-monitoring'),
  homeRow('/api/category-haircare', 'hair-care'),
  homeRow('/api/category-perosnalcare', 'personal-care'),
  homeRow('/api/category-babycategory', 'baby-care'),

  route('GET', '/api/get-recommended-product', () => {
    const list = shop().state.recommended.flatMap((id) => productById(id) ?? [])
    return json({ data: toProducts(list) })
  }),

  route('POST', '/api/store-recommended-product', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { product_id: [required, exists((v) => productById(idOf(v) ?? 0) !== undefined)] })
    recommend(shop(), idOf(body.product_id) ?? 0)
    return message('Product added to your recommendations.')
  }),

  route('POST', '/api/subscribe', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { email: [required, email, unique((v) => isSubscribed(shop().state, v))] })
    addSubscriber(shop(), text(body.email))
    return message('Subscribe Successful')
  }),
]
