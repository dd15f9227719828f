/** Home page, shell and content data: banners, menus, pages, jobs, site metadata, popup, landing pages. */
import type {
  BannerRecord,
  JobRecord,
  LandingPageRecord,
  MenuRecord,
  PageRecord,
  SiteMetaRecord,
  SmallBannerRecord,
} from './types'

export const topBanners: BannerRecord[] = [
  { id: 1, link: '/offers', banner: 'top-banner-1.svg' },
  { id: 2, link: '/upload-prescription', banner: 'top-banner-2.svg' },
  { id: 3, link: '/product/baby-care', banner: 'top-banner-3.svg' },
]

export const offerBanners: BannerRecord[] = [
  { id: 1, link: '/category/special-price', banner: 'offer-banner-1.svg' },
  { id: 2, link: '/category/korean-beauty', banner: 'offer-banner-2.svg' },
  { id: 3, link: '/landing-page/diabetes-care-week', banner: 'offer-banner-3.svg' },
  { id: 4, link: '/product/nutrition', banner: 'offer-banner-4.svg' },
]

/** Ids 1-4: desktop shows all four; mobile shows 1 and 4 in one carousel, 2 and 3 in another. */
export const smallBanners: SmallBannerRecord[] = [
  { id: 1, link: '/category/feminine-hygiene', sml_banner: 'small-banner-1.svg' },
  { id: 2, link: '/category/diagnosticsself-monitoring', sml_banner: 'small-banner-2.svg' },
  { id: 3, link: '/product/pet-care', sml_banner: 'small-banner-3.svg' },
  { id: 4, link: '/b2b-registration', sml_banner: 'small-banner-4.svg' },
]

export const menus: MenuRecord[] = [
  { id: 1, menu_name: 'Offers', url: '/offers' },
  { id: 2, menu_name: 'Upload Prescription', url: '/upload-prescription' },
  { id: 3, menu_name: 'B2B Registration', url: '/b2b-registration' },
  { id: 4, menu_name: 'Special Price', url: '/category/special-price' },
  { id: 5, menu_name: 'Contact Us', url: '/contact-us' },
  { id: 6, menu_name: 'Join Our Team', url: '/join-our-team' },
]

export const siteMeta: SiteMetaRecord = {
  meta_description:
    'MediBazar is an online pharmacy in Dhaka delivering genuine medicines, baby care, personal care and healthcare products to your doorstep.',
  phone: '09610-001122',
  whatsapp: '01700-112233',
  email: 'support@medibazar.test',
  contact_ceo: 'ceo@medibazar.test',
  facebook: 'https://www.facebook.com/medibazar.test',
  instagram: 'https://www.instagram.com/medibazar.test',
  youtube: 'https://www.youtube.com/@medibazar.test',
  linkdin: 'https://www.linkedin.com/company/medibazar-test',
  android_apps: 'https://play.google.com/store/apps/details?id=test.medibazar.app',
  ios: 'https://apps.apple.com/app/medibazar/id0000000000',
  copyright: '© 2026 MediBazar Limited. All rights reserved.',
}

export const homeMeta = {
  meta_title: 'Buy Medicines & Healthcare Products Online in Bangladesh',
  meta_description:
    'Order genuine medicines, baby care, personal care and nutrition products online with fast delivery across Dhaka.',
  meta_tag: 'online pharmacy, medicine delivery, dhaka, bangladesh, healthcare',
}

export const popupAd = { url: '/offers', image: 'popup-offer.svg' }
export const popupStatus = 1

const pageBody = (paragraphs: string[]): string => paragraphs.map((p) => `<p>${p}</p>`).join('')

export const pages: PageRecord[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    image: 'about-us.svg',
    description:
      '<h3>Your trusted online pharmacy</h3>' +
      pageBody([
        'MediBazar delivers genuine medicines and healthcare products from licensed pharmacies to homes across Dhaka and beyond.',
        'Every order is checked by a registered pharmacist. We source directly from manufacturers such as Square, Beximco, Incepta and Renata.',
      ]) +
      '<ul><li>Genuine products only</li><li>Pharmacist support 9 am to 11 pm</li><li>Delivery within 3-6 hours in Dhaka</li></ul>',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    image: 'privacy-policy.svg',
    description:
      '<h3>Privacy Policy</h3>' +
      pageBody([
        'We collect your name, phone, email, delivery address and prescriptions only to process your orders.',
        'We never sell your data. Prescriptions are visible only to our pharmacists.',
        'You may ask us to delete your account and data at any time by writing to support@medibazar.test.',
      ]),
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    image: 'terms-and-conditions.svg',
    description:
      '<h3>Terms and Conditions</h3>' +
      '<ol><li>Prescription medicines are dispensed only against a valid prescription.</li>' +
      '<li>Prices are in BDT and include VAT where applicable.</li>' +
      '<li>Medicines are delivered inside Dhaka only; other products are delivered nationwide.</li>' +
      '<li>Orders may be cancelled while they are pending.</li></ol>',
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    image: 'return-policy.svg',
    description:
      '<h3>Return &amp; Refund Policy</h3>' +
      pageBody([
        'Damaged, expired or wrong items can be returned at delivery or within 3 days with the invoice.',
        'Refrigerated items, opened baby food and personal hygiene products cannot be returned.',
        'Refunds are made to the original payment method within 7 working days.',
      ]),
  },
  {
    slug: 'faq',
    title: 'FAQ',
    image: 'faq.svg',
    description:
      '<h3>Frequently Asked Questions</h3>' +
      '<h4>How long does delivery take?</h4><p>3-6 hours express and 12-24 hours regular inside Dhaka.</p>' +
      '<h4>Is delivery free?</h4><p>Delivery is free for orders over BDT 500 inside Dhaka.</p>' +
      '<h4>How do I upload a prescription?</h4><p>Use <a href="/upload-prescription">Upload Prescription</a>; a pharmacist will call you to confirm.</p>',
  },
]

export const jobs: JobRecord[] = [
  {
    id: 1,
    slug: 'registered-pharmacist',
    job_title: 'Registered Pharmacist (Grade A)',
    job_image: 'pharmacist.svg',
    job_description:
      '<p>We are looking for a registered pharmacist to check prescriptions and orders and to counsel customers by phone.</p>' +
      '<h4>Requirements</h4><ul><li>B.Pharm with Pharmacy Council registration</li><li>1-3 years of retail or hospital experience</li><li>Good communication in Bangla and English</li></ul>' +
      '<h4>Benefits</h4><ul><li>Two festival bonuses</li><li>Lunch facility</li></ul>',
    last_date: '2026-12-31',
  },
  {
    id: 2,
    slug: 'delivery-rider',
    job_title: 'Delivery Rider (Dhanmondi & Mohammadpur)',
    job_image: 'delivery-rider.svg',
    job_description:
      '<p>Deliver orders safely and on time in Dhanmondi, Mohammadpur and nearby areas.</p>' +
      '<h4>Requirements</h4><ul><li>Own motorcycle and valid driving licence</li><li>Smartphone with internet</li></ul>',
    last_date: '2026-12-15',
  },
  {
    id: 3,
    slug: 'customer-care-executive',
    job_title: 'Customer Care Executive',
    job_image: 'customer-care.svg',
    job_description:
      '<p>Answer customer calls and WhatsApp messages, take orders and follow up deliveries.</p>' +
      '<h4>Requirements</h4><ul><li>HSC or above</li><li>Typing in Bangla and English</li><li>Rotating shifts between 9 am and 11 pm</li></ul>',
    last_date: '2026-12-20',
  },
  {
    id: 4,
    slug: 'frontend-developer-react',
    job_title: 'Frontend Developer (React)',
    job_image: 'developer.svg',
    job_description:
      '<p>Build and maintain our storefront with React and TypeScript.</p>' +
      '<h4>Requirements</h4><ul><li>2+ years with React</li><li>Experience with testing and accessibility</li></ul>' +
      '<p>Send your CV to <a href="mailto:jobs@medibazar.test">jobs@medibazar.test</a>.</p>',
    last_date: '2027-01-10',
  },
]

export const landingPages: LandingPageRecord[] = [
  {
    slug: 'diabetes-care-week',
    title: 'Diabetes Care Week',
    productSlugs: [
      'comet-500-mg-tablet',
      'comprid-80-mg-tablet',
      'linatab-5-mg-tablet',
      'empaglif-10-mg-tablet',
      'accu-chek-instant-glucometer-1-kit',
      'accu-chek-instant-test-strips-50-pcs',
      'glucerna-sr-triple-care-vanilla-400-g',
    ],
  },
  {
    slug: 'winter-care',
    title: 'Winter Care Essentials',
    productSlugs: [
      'nivea-creme-150-ml',
      'meril-petroleum-jelly-100-ml',
      'vaseline-intensive-care-deep-restore-lotion-400-ml',
      'laneige-lip-sleeping-mask-berry-20-g',
      'fexo-120-mg-tablet',
      'ambrox-15-mg-5-ml-syrup',
    ],
  },
  {
    slug: 'mother-and-baby',
    title: 'Mother & Baby Festival',
    productSlugs: [
      'cerelac-wheat-milk-350-g',
      'lactogen-1-infant-formula-350-g',
      'pampers-baby-dry-pants-m-38-pcs',
      'johnson-s-baby-lotion-200-ml',
      'sebamed-baby-creme-extra-soft-50-ml',
      'calbo-d-500-mg-200-iu-tablet',
    ],
  },
]
