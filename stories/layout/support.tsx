/**
 * Shared pieces of the shell, search and home stories: viewports, store reloads after the
 * session parameter wrote storage, request recorders, fixtures for categories, menus and pages.
 */
import { http } from 'msw'
import type { Category, MenuItem, PageLink, Product } from '@/api/entities'
import { napa } from '../fixtures/products'

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const

/** Records the URLs of the requests matching `pattern`; the mock shop still answers them. */
export function recordRequests(method: 'get' | 'post', pattern: string, into: URL[]) {
  return http[method](pattern, ({ request }) => {
    into.push(new URL(request.url))
    return undefined
  })
}

/** The location the story's router is at (the decorator's hidden output). */
export function currentLocation(): string {
  return document.querySelector('[data-testid="current-location"]')?.textContent ?? ''
}

/** `count` distinct products (ids from 900), each with its own name, slug and unit. */
export function manyProducts(count: number, prefix = 'Napa Variant'): Product[] {
  return Array.from({ length: count }, (_, i) => ({
    ...napa,
    id: 900 + i,
    slug: `${prefix.toLowerCase().replace(/\s+/g, '-')}-${i + 1}`,
    product_name: `${prefix} ${i + 1}`,
    unit_description: `${i + 1} x 10 Tablets`,
  }))
}

export const categoriesFixture: Category[] = [
  {
    id: 1,
    name: 'Medicines',
    slug: 'medicines',
    parent_id: null,
    child_categories: [
      { id: 8, name: 'Fever & Pain', slug: 'fever-pain' },
      { id: 9, name: 'Gastric & Acidity', slug: 'gastric-acidity' },
      { id: 12, name: 'Antibiotics', slug: 'antibiotics' },
      { id: 14, name: 'Diagnostics & Self Monitoring', slug: 'diagnosticsself-monitoring' },
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
  { id: 6, name: 'Pet Care', slug: 'pet-care', parent_id: null, child_categories: [] },
]

export const menusFixture: MenuItem[] = [
  { id: 1, menu_name: 'Offers', url: '/offers' },
  { id: 2, menu_name: 'Upload Prescription', url: 'upload-prescription' },
  { id: 3, menu_name: 'Our Blog', url: 'https://blog.example.com/health' },
  { id: 4, menu_name: 'Broken', url: 'javascript:alert(1)' },
  { id: 5, menu_name: 'Empty', url: '' },
]

export const pagesFixture: PageLink[] = [
  { slug: 'about-us', title: 'About Us' },
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'return-policy', title: 'Return Policy' },
]
