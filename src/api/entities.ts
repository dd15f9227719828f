/**
 * Schemas of the entities the app reads (spec 000 s3, 001 s3). Field names are the backend's,
 * typos included (gnerics, menufactures, address_line_tow): they are also the shape stored in
 * shoppers' browsers (`cart`, `wishlist`, `user`).
 */
import { z } from 'zod/mini'
import { lazySchema, field, id, looseLabel, num, optNum, optText, orElse, orNull, text, transformed } from './lenient'

/** '0' means out of stock; anything else (or nothing) is in stock. */
export const stockStatus = lazySchema(() =>
  transformed(z.union([z.string(), z.number(), z.boolean(), z.null(), z.undefined()]), (v) =>
    v === null || v === undefined ? '1' : v === false ? '0' : v === true ? '1' : String(v),
  ),
)

/** A discount price counts only when it is a positive amount. */
const discountPrice = lazySchema(() => transformed(optNum, (v) => (v !== null && v > 0 ? v : null)))

export const productSchema = lazySchema(() =>
  z.object({
    id,
    slug: text,
    product_name: text,
    strength: orElse(optText, ''),
    price: num,
    discount_price: orNull(discountPrice),
    unit: orElse(optText, ''),
    unit_description: orElse(optText, ''),
    main_image: orElse(optText, ''),
    stock_status: stockStatus,
    gnerics: orElse(optText, ''),
    menufactures: orElse(optText, ''),
    pos_id: orElse(optText, ''),
    short_description: orElse(optText, ''),
    description: orElse(optText, ''),
    meta_tag: orElse(optText, ''),
    type: orElse(optText, ''),
    category: orElse(looseLabel, ''),
    qty: transformed(z.optional(optNum), (v) => v ?? undefined),
  }),
)
export type Product = z.output<typeof productSchema>

export const subImageSchema = lazySchema(() => z.object({ id: z.optional(id), sub_image: text }))
export type SubImage = z.output<typeof subImageSchema>

export const childCategorySchema = lazySchema(() => z.object({ id, name: text, slug: text }))
export const categorySchema = lazySchema(() =>
  z.object({
    id,
    name: text,
    slug: text,
    parent_id: orNull(optNum),
    child_categories: orElse(z.nullable(z.array(childCategorySchema)), []),
  }),
)
export type Category = z.output<typeof categorySchema>
export type ChildCategory = z.output<typeof childCategorySchema>

export const breadcrumbItemSchema = lazySchema(() => z.object({ CatName: text, slug: text }))
export type BreadcrumbItem = z.output<typeof breadcrumbItemSchema>

export const menuItemSchema = lazySchema(() => z.object({ id, menu_name: text, url: text }))
export type MenuItem = z.output<typeof menuItemSchema>

export const pageLinkSchema = lazySchema(() => z.object({ slug: text, title: text }))
export type PageLink = z.output<typeof pageLinkSchema>

export const pageSchema = lazySchema(() =>
  z.object({
    slug: orElse(optText, ''),
    title: text,
    image: orElse(optText, ''),
    description: orElse(optText, ''),
  }),
)
export type Page = z.output<typeof pageSchema>

export const bannerSchema = lazySchema(() => z.object({ id, link: optText, banner: text }))
export type Banner = z.output<typeof bannerSchema>
export const smallBannerSchema = lazySchema(() => z.object({ id, link: optText, sml_banner: text }))
export type SmallBanner = z.output<typeof smallBannerSchema>

export const popupAdSchema = lazySchema(() => z.object({ url: optText, image: text }))
export type PopupAd = z.output<typeof popupAdSchema>
/** Popup status: active when 1/'1'/true/'active'. */
export const popupStatusSchema = lazySchema(() =>
  z.object({
    status: transformed(
      z.union([z.string(), z.number(), z.boolean(), z.null()]),
      (v) => v === true || v === 1 || v === '1' || v === 'active',
    ),
  }),
)
export type PopupStatus = z.output<typeof popupStatusSchema>

export const homeMetaSchema = lazySchema(() =>
  z.object({ meta_title: optText, meta_description: optText, meta_tag: optText }),
)
export type HomeMeta = z.output<typeof homeMetaSchema>

const optField = field
export const siteMetaSchema = lazySchema(() =>
  z.object({
    meta_description: optField,
    phone: optField,
    whatsapp: optField,
    email: optField,
    contact_ceo: optField,
    facebook: optField,
    instagram: optField,
    youtube: optField,
    linkdin: optField,
    android_apps: optField,
    ios: optField,
    copyright: optField,
  }),
)
export type SiteMeta = z.output<typeof siteMetaSchema>

export const customerSchema = lazySchema(() =>
  z.object({
    id,
    name: optField,
    email: optField,
    phone: optField,
    image: optField,
  }),
)
export type Customer = z.output<typeof customerSchema>

export const orderLineSchema = lazySchema(() =>
  z.object({
    id,
    product_id: id,
    product_name: optField,
    strength: optField,
    unit: optField,
    quantity: num,
    price: num,
    discount: orElse(optNum, 0),
    total: orNull(optNum),
    product: orNull(z.nullable(z.object({ unit_description: optField }))),
  }),
)
export type OrderLine = z.output<typeof orderLineSchema>

/** 1 Pending, 2 In Progress, 3 Delivered, 4 Cancelled. */
export const orderStatusSchema = lazySchema(() => z.pipe(num, z.int()))
export const orderSchema = lazySchema(() =>
  z.object({
    id,
    order_id: text,
    created_at: optField,
    status: orderStatusSchema,
    payment_method: optField,
    payment_type: optField,
    amount: num,
    discount: orElse(optNum, 0),
    coupon: optField,
    coupon_discount: orElse(optNum, 0),
    deliverycharge: orElse(optNum, 0),
    firstname: optField,
    email: optField,
    phone: optField,
    city: optField,
    area: optField,
    address: optField,
    additional_address: optField,
    delivery_date: optField,
    delivery_time: optField,
    order_note: optField,
    dtls_mail: orElse(optNum, 0),
    order_details: orElse(z.nullable(z.array(orderLineSchema)), []),
  }),
)
export type Order = z.output<typeof orderSchema>

export const addressSchema = lazySchema(() =>
  z.object({
    id,
    status: num,
    user_id: orNull(optNum),
    first_name: optField,
    last_name: optField,
    email: optField,
    phone: optField,
    city: optField,
    area: optField,
    additional_address: optField,
    deliverycharge: orElse(optNum, 0),
    address_line_one: optField,
    address_line_tow: optField,
    address: optField,
  }),
)
export type Address = z.output<typeof addressSchema>

export const citySchema = lazySchema(() => z.object({ id, city_name: text }))
export type City = z.output<typeof citySchema>
export const areaSchema = lazySchema(() => z.object({ id, area_name: text, delivery_charge: orElse(optNum, 0) }))
export type Area = z.output<typeof areaSchema>

export const discountTypeSchema = lazySchema(() =>
  transformed(z.string(), (v) => (v.toLowerCase() === 'percent' ? ('Percent' as const) : ('Flat' as const))),
)
export const couponSchema = lazySchema(() => z.object({ discount: num, discount_type: discountTypeSchema }))
export type Coupon = z.output<typeof couponSchema>

export const autoDiscountRuleSchema = lazySchema(() =>
  z.object({
    min_value: num,
    max_value: num,
    type: transformed(optText, (v) => (v.toLowerCase() === 'percent' ? ('percent' as const) : ('fixed' as const))),
    amount: num,
  }),
)
export type AutoDiscountRule = z.output<typeof autoDiscountRuleSchema>

export const giftRuleSchema = lazySchema(() => z.object({ amount: num, conditions: num, gift_pack: optText }))
export type GiftRule = z.output<typeof giftRuleSchema>

export const prescriptionSchema = lazySchema(() =>
  z.object({ id, created_at: optField, name: optField, prescription: optField }),
)
export type Prescription = z.output<typeof prescriptionSchema>

export const jobSchema = lazySchema(() =>
  z.object({
    id,
    slug: text,
    job_title: text,
    job_image: optField,
    job_description: optField,
    last_date: optField,
  }),
)
export type Job = z.output<typeof jobSchema>

/** `{name, slug}` of a main category (page-category-name, product-main-category). */
export const categoryRefSchema = lazySchema(() => z.object({ name: text, slug: optField }))
export type CategoryRef = z.output<typeof categoryRefSchema>
