/**
 * Shapes of the static seed data. Answer shapes follow docs/api-contract.md; fields under `extra`
 * are the mock shop's own bookkeeping and are never sent.
 */
import type { Money } from '../lib/money'

export interface ProductRecord {
  id: number
  slug: string
  product_name: string
  strength: string
  price: Money
  discount_price: Money | null
  unit: string
  unit_description: string
  main_image: string
  stock_status: '0' | '1'
  gnerics: string
  menufactures: string
  pos_id: string
  short_description: string
  description: string
  meta_tag: string
  type: 'medicine' | 'other'
  /** Name of the (child) category, as the backend sends it. */
  category: string
  extra: {
    categoryId: number
    mainCategoryId: number
    subImages: string[]
    featured: boolean
    /** Sales rank for sort=popular (higher sells more). */
    popularity: number
    createdAt: string
  }
}

export interface ChildCategoryRecord {
  id: number
  name: string
  slug: string
}

export interface CategoryRecord extends ChildCategoryRecord {
  colour: string
  children: ChildCategoryRecord[]
}

export interface BannerRecord {
  id: number
  link: string
  banner: string
}

export interface SmallBannerRecord {
  id: number
  link: string
  sml_banner: string
}

export interface MenuRecord {
  id: number
  menu_name: string
  url: string
}

export interface PageRecord {
  slug: string
  title: string
  image: string
  description: string
}

export interface JobRecord {
  id: number
  slug: string
  job_title: string
  job_image: string
  job_description: string
  last_date: string
}

export interface SiteMetaRecord {
  meta_description: string
  phone: string
  whatsapp: string
  email: string
  contact_ceo: string
  facebook: string
  instagram: string
  youtube: string
  linkdin: string
  android_apps: string
  ios: string
  copyright: string
}

export interface LandingPageRecord {
  slug: string
  title: string
  productSlugs: string[]
}

export interface CityRecord {
  id: number
  city_name: string
}

export interface AreaRecord {
  id: number
  city_id: number
  area_name: string
  delivery_charge: Money
}

export interface CouponRecord {
  code: string
  discount: Money
  discount_type: 'Percent' | 'Flat'
  /** Minimum cart amount; below it the coupon answers 405. */
  minAmount: Money
  /** Only for customers without any earlier order. */
  firstOrderOnly: boolean
  /** Expired coupons answer 405. */
  expired: boolean
}

export interface DiscountRuleRecord {
  min_value: Money
  max_value: Money
  type: 'percent' | 'fixed'
  amount: Money
}

export interface GiftRuleRecord {
  amount: Money
  conditions: Money
  gift_pack: string
}
