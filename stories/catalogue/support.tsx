/**
 * Shared pieces of the catalogue stories: product fixtures for alternate brands, a way to start a
 * story from the storage the session parameter wrote, a Back button (the router's history), and a
 * recorder of requests that lets them through to the mock shop.
 */
import type { Decorator } from '@storybook/react-vite'
import { http } from 'msw'
import { useNavigate } from 'react-router-dom'
import { fn } from 'storybook/test'
import type { Category, Product } from '@/api/entities'
import type { CartBindings } from '@/components/catalogue'
import { napa } from '../fixtures/products'

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const

/** A 'Go back' button inside the story's router: navigate(-1), as the browser's back button. */
export const withBackButton: Decorator = (Story) => (
  <>
    <BackButton />
    <Story />
  </>
)

function BackButton() {
  const navigate = useNavigate()
  return (
    <button type="button" data-testid="history-back" onClick={() => void navigate(-1)}>
      Go back
    </button>
  )
}

/** Cart callbacks for component stories (Storybook clears the spies before every story). */
export function cartBindings(inCartIds: readonly number[] = []): CartBindings & {
  onAddToCart: ReturnType<typeof fn>
  onViewItem: ReturnType<typeof fn>
} {
  return {
    inCart: (product) => inCartIds.includes(product.id),
    onAddToCart: fn().mockName('onAddToCart'),
    onViewItem: fn().mockName('onViewItem'),
  }
}

export interface Recorded {
  url: URL
  body: unknown
}

/**
 * An msw handler that records every request to `pattern` and answers nothing, so the mock shop's
 * own handler answers it. (`passthrough()` would send it to the real network instead.)
 */
export function recordRequests(method: 'get' | 'post', pattern: string, into: Recorded[]) {
  return http[method](pattern, async ({ request }) => {
    const text = method === 'post' ? await request.clone().text() : ''
    into.push({ url: new URL(request.url), body: text ? (JSON.parse(text) as unknown) : null })
    return undefined
  })
}

function alternative(fields: Partial<Product> & Pick<Product, 'id' | 'slug' | 'product_name' | 'price'>): Product {
  return {
    ...napa,
    main_image: `${fields.slug}.svg`,
    discount_price: null,
    stock_status: '1',
    pos_id: '',
    ...fields,
  }
}

/** Napa's alternate brands (Paracetamol 500 mg) in the server's order, not by price. */
export const napaAlternates: Product[] = [
  alternative({
    id: 1002,
    slug: 'ace-500-mg-tablet',
    product_name: 'Ace 500 mg Tablet',
    price: 12,
    menufactures: 'Square Pharmaceuticals',
  }),
  alternative({
    id: 1003,
    slug: 'renova-500-mg-tablet',
    product_name: 'Renova 500 mg Tablet',
    price: 10,
    discount_price: 9.5,
    menufactures: 'Opsonin Pharma',
  }),
  alternative({
    id: 1004,
    slug: 'fast-500-mg-tablet',
    product_name: 'Fast 500 mg Tablet',
    price: 10,
    menufactures: 'ACME Laboratories',
  }),
  alternative({
    id: 1005,
    slug: 'reset-500-mg-tablet',
    product_name: 'Reset 500 mg Tablet',
    price: 12.8,
    menufactures: 'Incepta Pharmaceuticals',
    stock_status: '0',
  }),
]

/** `count` products for long lists (pagination windows). */
export function manyProducts(count: number, from: Product = napa): Product[] {
  return Array.from({ length: count }, (_, i) => ({
    ...from,
    id: 50_000 + i,
    slug: `${from.slug}-${i + 1}`,
    product_name: `${from.product_name} #${i + 1}`,
  }))
}

/** The category tree (GET /api/categories/), a part of the mock shop's. */
export const categoryTree: Category[] = [
  {
    id: 1,
    name: 'Medicines',
    slug: 'medicines',
    parent_id: null,
    child_categories: [
      { id: 8, name: 'Fever & Pain', slug: 'fever-pain' },
      { id: 9, name: 'Gastric & Acidity', slug: 'gastric-acidity' },
      { id: 10, name: 'Diabetes Care', slug: 'diabetes' },
      { id: 12, name: 'Antibiotics', slug: 'antibiotics' },
    ],
  },
  {
    id: 2,
    name: 'Baby Care',
    slug: 'baby-care',
    parent_id: null,
    child_categories: [
      { id: 16, name: 'Diapers & Wipes', slug: 'diapers-wipes' },
      { id: 15, name: 'Baby Food & Formula', slug: 'baby-food' },
    ],
  },
  { id: 5, name: 'Nutrition', slug: 'nutrition', parent_id: null, child_categories: [] },
]
