#!/usr/bin/env node
// Writes the mock shop's images (small SVGs, no dependencies) into mocks/public/uploads/<folder>/.
// Product packshots are drawn from mocks/data/medicines.json and other-products.json, one per
// product, named <slug>.svg like mocks/data/catalogue.ts expects. Re-run after changing the data:
//   node mocks/scripts/generate-images.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { avatar, banner, lines, packshot, prescription, slugify, svg } from './svg-art.mjs'

const mocks = join(dirname(fileURLToPath(import.meta.url)), '..')
const uploads = join(mocks, 'public', 'uploads')
const readJson = (name) => JSON.parse(readFileSync(join(mocks, 'data', name), 'utf8'))

function write(folder, file, content) {
  writeFileSync(join(uploads, folder, file), content)
  return Buffer.byteLength(content)
}

// ---------------------------------------------------------------- products
const tree = readJson('categories.json').main
const colourOf = new Map(tree.flatMap((main) => main.children.map((child) => [child.slug, main.colour])))

for (const folder of ['product', 'banner', 'popup', 'page', 'job', 'profile', 'prescription']) {
  rmSync(join(uploads, folder), { recursive: true, force: true })
  mkdirSync(join(uploads, folder), { recursive: true })
}

let count = 0
let largest = 0
for (const group of readJson('medicines.json')) {
  for (const brand of group.brands) {
    const slug = slugify([brand.name, group.strength, group.form].filter(Boolean).join(' '))
    const size = write(
      'product',
      `${slug}.svg`,
      packshot({
        title: brand.name,
        detail: [group.strength, group.form].filter(Boolean).join(' '),
        foot: brand.maker,
        shape: group.shape,
        colour: colourOf.get(group.category),
      }),
    )
    largest = Math.max(largest, size)
    count++
  }
}
for (const row of readJson('other-products.json')) {
  if (row.noImage) continue
  const slug = slugify(`${row.name} ${row.size}`)
  const size = write(
    'product',
    `${slug}.svg`,
    packshot({
      title: row.name,
      detail: row.size,
      foot: row.brand,
      shape: row.shape,
      colour: colourOf.get(row.category),
    }),
  )
  largest = Math.max(largest, size)
  count++
}
for (const main of tree) {
  write(
    'product',
    `${main.slug}-info.svg`,
    packshot({
      title: main.name,
      detail: 'Genuine product · Checked by our pharmacists',
      foot: 'MediBazar',
      shape: 'box',
      colour: main.colour,
    }),
  )
}

// ---------------------------------------------------------------- banners
const banners = {
  'top-banner-1.svg': [
    1200,
    400,
    {
      colour: '#1f6fb2',
      accent: '#14a37f',
      title: 'Up to 20% off on medicines',
      subtitle: 'Genuine medicines delivered to your doorstep in Dhaka',
      cta: 'Shop Offers',
    },
  ],
  'top-banner-2.svg': [
    1200,
    400,
    {
      colour: '#0f7c8c',
      accent: '#3a5fcd',
      title: 'Upload your prescription',
      subtitle: 'Our pharmacist will call you to confirm your order',
      cta: 'Upload Now',
    },
  ],
  'top-banner-3.svg': [
    1200,
    400,
    {
      colour: '#d9668f',
      accent: '#f1a04b',
      title: 'Mother & Baby Festival',
      subtitle: 'Diapers, formula and baby skin care at special prices',
      cta: 'Shop Baby Care',
    },
  ],
  'offer-banner-1.svg': [
    1200,
    400,
    {
      colour: '#c2456a',
      accent: '#7b4fb3',
      title: 'Special Price Week',
      subtitle: 'Handpicked deals, this week only',
      cta: 'See Deals',
    },
  ],
  'offer-banner-2.svg': [
    1200,
    400,
    {
      colour: '#e05a84',
      accent: '#f0a3b5',
      title: 'Korean Beauty Sale',
      subtitle: 'COSRX, Some By Mi, Laneige and more',
      cta: 'Shop K-Beauty',
    },
  ],
  'offer-banner-3.svg': [
    1200,
    400,
    {
      colour: '#1f6fb2',
      accent: '#2bb3a3',
      title: 'Diabetes Care Week',
      subtitle: 'Glucometers, strips and medicines',
      cta: 'Shop Now',
    },
  ],
  'offer-banner-4.svg': [
    1200,
    400,
    {
      colour: '#d97b12',
      accent: '#e8b021',
      title: 'Nutrition for the family',
      subtitle: 'Horlicks, Ensure, vitamins and more',
      cta: 'Explore',
    },
  ],
  'small-banner-1.svg': [
    600,
    300,
    {
      colour: '#138a7e',
      accent: '#4cc3a8',
      title: 'Feminine Hygiene',
      subtitle: 'Senora, Freedom, Whisper',
      cta: 'Shop Now',
    },
  ],
  'small-banner-2.svg': [
    600,
    300,
    {
      colour: '#1f6fb2',
      accent: '#5aa9e6',
      title: 'Self Monitoring',
      subtitle: 'BP monitors and glucometers',
      cta: 'Shop Now',
    },
  ],
  'small-banner-3.svg': [
    600,
    300,
    {
      colour: '#8a5a36',
      accent: '#c9965f',
      title: 'Pet Care',
      subtitle: 'Food and grooming for cats & dogs',
      cta: 'Shop Now',
    },
  ],
  'small-banner-4.svg': [
    600,
    300,
    {
      colour: '#3a4a6b',
      accent: '#6c7fa8',
      title: 'B2B Registration',
      subtitle: 'Wholesale prices for pharmacies',
      cta: 'Register Now',
    },
  ],
}
for (const [file, [w, h, spec]] of Object.entries(banners)) write('banner', file, banner(w, h, spec))

write(
  'popup',
  'popup-offer.svg',
  svg(
    600,
    600,
    '<rect width="600" height="600" rx="24" fill="#1f6fb2"/><circle cx="300" cy="230" r="150" fill="#fff" opacity=".15"/>' +
      lines(['FLAT 10% OFF'], 300, 210, 64, '#fff') +
      lines(['on medicines & healthcare'], 300, 270, 28, '#fff', 34, 'normal') +
      '<rect x="170" y="380" width="260" height="70" rx="35" fill="#fff"/>' +
      lines(['Code: SAVE10'], 300, 426, 28, '#1f6fb2') +
      lines(['Valid on orders inside Dhaka'], 300, 520, 20, '#dce9f5', 24, 'normal'),
  ),
)

// ---------------------------------------------------------------- pages, jobs, profile, prescriptions
const pages = {
  'about-us.svg': 'About Us',
  'privacy-policy.svg': 'Privacy Policy',
  'terms-and-conditions.svg': 'Terms and Conditions',
  'return-policy.svg': 'Return Policy',
  'faq.svg': 'Frequently Asked Questions',
}
for (const [file, title] of Object.entries(pages)) {
  write(
    'page',
    file,
    banner(1200, 300, { colour: '#1f6fb2', accent: '#14a37f', title, subtitle: 'MediBazar · Online Pharmacy' }),
  )
}
const jobs = {
  'pharmacist.svg': ['Registered Pharmacist', '#1f6fb2'],
  'delivery-rider.svg': ['Delivery Rider', '#d97b12'],
  'customer-care.svg': ['Customer Care', '#138a7e'],
  'developer.svg': ['Frontend Developer', '#7b4fb3'],
}
for (const [file, [title, colour]] of Object.entries(jobs)) {
  write('job', file, banner(600, 300, { colour, accent: '#2d3a4a', title, subtitle: 'We are hiring · Dhaka' }))
}

write('profile', 'rahima-akter.svg', avatar('RA', '#c2456a'))
write('profile', 'uploaded-photo.svg', avatar('ME', '#1f6fb2'))

write(
  'prescription',
  'prescription-1.svg',
  prescription(
    'Rahima Akter',
    34,
    ['Tab. Sergel 20 mg  1+0+1  (14 days)', 'Tab. Fexo 120 mg  0+0+1  (7 days)', 'Tab. Calbo-D  1+0+1  (1 month)'],
    '04-08-2026',
  ),
)
write(
  'prescription',
  'prescription-2.svg',
  prescription(
    'Abdul Karim',
    67,
    ['Tab. Comet 500 mg  1+0+1', 'Tab. Amdocal 5 mg  1+0+0', 'Tab. Anzitor 10 mg  0+0+1', 'Tab. Ecosprin 75 mg  0+1+0'],
    '18-09-2026',
  ),
)
write(
  'prescription',
  'prescription-3.svg',
  prescription(
    'Rahima Akter',
    34,
    ['Tab. Azithrocin 500 mg  1+0+0  (3 days)', 'Tab. Napa Extra  1+1+1  (if fever)', 'Syp. Ambrox  2 tsp  1+1+1'],
    '02-11-2026',
  ),
)
write(
  'prescription',
  'uploaded-prescription.svg',
  prescription(
    '(uploaded by customer)',
    '—',
    ['Prescription received.', 'A pharmacist will call you to confirm.'],
    'today',
  ),
)

process.stdout.write(
  `mocks/public/uploads: ${count} product packshots (largest ${largest} bytes) and the other images\n`,
)
