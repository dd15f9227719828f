/**
 * The product catalogue, built from the JSON rows in this folder (medicines.json: groups of
 * same-generic alternate brands; other-products.json: everything else; categories.json: the
 * category tree). The JSON is shared with mocks/scripts/generate-images.mjs, which draws one
 * packshot per product named `<slug>.svg`.
 */
import { escapeHtml } from '../lib/html'
import { money } from '../lib/money'
import { slugify } from '../lib/slug'
import categoryTree from './categories.json'
import medicineGroups from './medicines.json'
import otherRows from './other-products.json'
import type { CategoryRecord, ChildCategoryRecord, ProductRecord } from './types'

/** The one product whose description carries script injection attempts (XSS tests). */
export const HOSTILE_PRODUCT_SLUG = 'savlon-antiseptic-liquid-112-ml'
/** The one product without a main image (placeholder tests). */
export const NO_IMAGE_PRODUCT_SLUG = 'accu-chek-softclix-lancets-25-pcs'

const FIRST_PRODUCT_ID = 1001

interface Brand {
  name: string
  maker: string
  price: string
  discount?: string
  stock?: string
  featured?: boolean
  popular?: number
  display?: string
}

interface OtherRow {
  category: string
  name: string
  brand: string
  size: string
  unit: string
  pack: string
  price: string
  shape: string
  about: string
  discount?: string
  stock?: string
  featured?: boolean
  popular?: number
  noImage?: boolean
}

export const categories: CategoryRecord[] = categoryTree.main

interface Placement {
  child: ChildCategoryRecord
  main: CategoryRecord
}

const placements = new Map<string, Placement>(
  categories.flatMap((main) => main.children.map((child): [string, Placement] => [child.slug, { child, main }])),
)

function placementOf(slug: string): Placement {
  const placement = placements.get(slug)
  if (!placement) throw new Error(`mock shop data: unknown child category ${slug}`)
  return placement
}

/** A stable pseudo-random number in [0, 1) from a text (FNV-1a). */
function hashUnit(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return (h >>> 0) / 4294967296
}

/** Listing dates spread over 2026-01-01 .. 2026-10-31. */
function createdAt(slug: string): string {
  const day = Math.floor(hashUnit(`${slug}:date`) * 304)
  return new Date(Date.UTC(2026, 0, 1 + day, 9, 30)).toISOString()
}

const STORAGE_NOTE =
  'Store in a cool and dry place below 30 °C, protected from light. Keep out of the reach of children.'

const HOW_TO_USE: Record<string, string> = {
  medicines: 'Use as directed on the pack or by your doctor. Read the leaflet before first use.',
  'baby-care': 'Follow the age guidance on the pack. Always supervise your baby during use.',
  'hair-care': 'Apply to wet or dry hair as directed on the pack; rinse thoroughly if needed.',
  'personal-care': 'Use as directed on the pack. For external use only unless stated otherwise.',
  nutrition: 'Mix or take as directed on the pack. Not a substitute for a varied, balanced diet.',
  'pet-care': "Follow the feeding or usage guide for your pet's age and weight. Keep fresh water available.",
  'skincare-beauty': 'Patch test before first use. Apply to clean skin as directed on the pack.',
}

/**
 * Script injection attempts: an event handler, a script element, and what would end the script
 * element a server-rendered page carries its data in (`</script>`, `<!--`, U+2028).
 */
const HOSTILE_DESCRIPTION =
  '<h4>About this product</h4><p>Savlon antiseptic liquid helps protect cuts and scratches from infection. ' +
  '<img src=x onerror="window.__xss=1"> Dilute 1:20 with clean water for personal hygiene.</p>' +
  '<p>Gentle on skin. <script>window.__xss=1</script> Trusted by families across Bangladesh.</p>' +
  '<p>Keep out of reach of children.<!-- </script><script>window.__xss=2</script> -->\u2028Store below 30 °C.</p>'

function stockOf(stock: string | undefined): '0' | '1' {
  return stock === '0' ? '0' : '1'
}

let nextId = FIRST_PRODUCT_ID

function medicineProducts(): ProductRecord[] {
  return medicineGroups.flatMap((group) => {
    const { child, main } = placementOf(group.category)
    return group.brands.map((brand: Brand): ProductRecord => {
      const id = nextId++
      const label = [brand.name, group.strength, group.form].filter(Boolean).join(' ')
      const slug = slugify(label)
      const name = brand.display ?? label
      const strengthText = group.strength ? ` ${escapeHtml(group.strength)}` : ''
      return {
        id,
        slug,
        product_name: name,
        strength: group.strength,
        price: money(brand.price),
        discount_price: brand.discount ? money(brand.discount) : null,
        unit: group.unit,
        unit_description: group.pack,
        main_image: `${slug}.svg`,
        stock_status: stockOf(brand.stock),
        gnerics: group.generic,
        menufactures: brand.maker,
        pos_id: `MB-${String(id).padStart(6, '0')}`,
        short_description:
          `<p><strong>${escapeHtml(name)}</strong> contains ${escapeHtml(group.generic)}${strengthText}.</p>` +
          `<ul><li>Pack size: ${escapeHtml(group.pack)}</li><li>Manufacturer: ${escapeHtml(brand.maker)}</li></ul>`,
        description:
          `<h4>Indications</h4><p>${escapeHtml(group.about)}</p>` +
          `<h4>Dosage &amp; administration</h4><p>${escapeHtml(group.dosage)}</p>` +
          `<h4>Storage</h4><p>${escapeHtml(STORAGE_NOTE)}</p>` +
          '<p><em>For information only. Follow the advice of your doctor or pharmacist.</em></p>',
        meta_tag: [brand.name, group.generic, child.name].join(', ').toLowerCase(),
        type: 'medicine',
        category: child.name,
        extra: {
          categoryId: child.id,
          mainCategoryId: main.id,
          subImages: [`${slug}.svg`, `${main.slug}-info.svg`],
          featured: brand.featured ?? false,
          popularity: brand.popular ?? Math.floor(hashUnit(slug) * 60),
          createdAt: createdAt(slug),
        },
      }
    })
  })
}

function otherProducts(): ProductRecord[] {
  return otherRows.map((row: OtherRow): ProductRecord => {
    const { child, main } = placementOf(row.category)
    const id = nextId++
    const name = `${row.name} ${row.size}`
    const slug = slugify(name)
    const image = row.noImage ? '' : `${slug}.svg`
    return {
      id,
      slug,
      product_name: name,
      strength: '',
      price: money(row.price),
      discount_price: row.discount ? money(row.discount) : null,
      unit: row.unit,
      unit_description: row.pack,
      main_image: image,
      stock_status: stockOf(row.stock),
      gnerics: '',
      menufactures: row.brand,
      pos_id: `MB-${String(id).padStart(6, '0')}`,
      short_description:
        `<p>${escapeHtml(row.about)}</p>` +
        `<ul><li>Brand: ${escapeHtml(row.brand)}</li><li>Pack size: ${escapeHtml(row.pack)}</li></ul>`,
      description:
        slug === HOSTILE_PRODUCT_SLUG
          ? HOSTILE_DESCRIPTION
          : `<h4>About this product</h4><p>${escapeHtml(row.about)}</p>` +
            `<h4>How to use</h4><p>${escapeHtml(HOW_TO_USE[main.slug] ?? '')}</p>` +
            `<h4>Storage</h4><p>${escapeHtml(STORAGE_NOTE)}</p>`,
      meta_tag: [row.brand, row.name, child.name].join(', ').toLowerCase(),
      type: 'other',
      category: child.name,
      extra: {
        categoryId: child.id,
        mainCategoryId: main.id,
        subImages: image ? [image, `${main.slug}-info.svg`] : [],
        featured: row.featured ?? false,
        popularity: row.popular ?? Math.floor(hashUnit(slug) * 60),
        createdAt: createdAt(slug),
      },
    }
  })
}

export const products: readonly ProductRecord[] = [...medicineProducts(), ...otherProducts()]
