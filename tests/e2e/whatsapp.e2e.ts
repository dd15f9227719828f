/**
 * 'Order on WhatsApp' (issue 24) on the demo build: a two-line cart as the wa.me link's text on the
 * cart page in English and Bangla, and in the cart panel.
 */
import { expect, test } from './fixtures'
import { cartPanel, headerCartButton, main, STORED_SERGEL, storageWith } from './support'

const NAPA = {
  ...STORED_SERGEL,
  id: 1001,
  slug: 'napa-500-mg-tablet',
  product_name: 'Napa 500 mg Tablet',
  strength: '500 mg',
  price: 12,
  main_image: 'napa-500-mg-tablet.svg',
  gnerics: 'Paracetamol',
  menufactures: 'Beximco Pharmaceuticals',
  pos_id: 'MB-001001',
  meta_tag: 'napa, paracetamol',
  category: 'Fever & Pain',
}

test.use({
  storageState: storageWith([
    {
      name: 'cart',
      value: JSON.stringify([
        { ...STORED_SERGEL, qty: 3 },
        { ...NAPA, qty: 2 },
      ]),
    },
    { name: 'cartTotal', value: JSON.stringify(234) },
  ]),
})

/** The wa.me number and the decoded message of a link. */
async function whatsappMessage(link: ReturnType<typeof main>): Promise<{ to: string; text: string | null }> {
  const href = await link.getAttribute('href')
  const url = new URL(href ?? '')
  return { to: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') }
}

test('the cart page sends the two lines and the total to the shop’s WhatsApp number, in English', async ({ page }) => {
  await page.goto('/cart')
  const link = main(page).getByRole('link', { name: 'Order on WhatsApp (opens in a new tab)' })
  await expect(link).toBeVisible()
  expect(await whatsappMessage(link)).toEqual({
    to: 'https://wa.me/8801700112233',
    text: [
      'Hello, I would like to order:',
      'Sergel 20 mg Tablet × 3: ৳210.00',
      'Napa 500 mg Tablet × 2: ৳24.00',
      '',
      'Total: ৳234.00',
    ].join('\n'),
  })
})

test('on /bn/cart the message is in Bangla with Bangla digits', async ({ page }) => {
  await page.goto('/bn/cart')
  const link = main(page).getByRole('link', { name: /হোয়াটসঅ্যাপে অর্ডার করুন/ })
  await expect(link).toBeVisible()
  expect((await whatsappMessage(link)).text).toBe(
    [
      'হ্যালো, আমি অর্ডার করতে চাই:',
      'Sergel 20 mg Tablet × ৩: ৳২১০.০০',
      'Napa 500 mg Tablet × ২: ৳২৪.০০',
      '',
      'মোট: ৳২৩৪.০০',
    ].join('\n'),
  )
})

test('the cart panel offers the same link', async ({ page }) => {
  await page.goto('/offers')
  await headerCartButton(page).click()
  const link = cartPanel(page).getByRole('link', { name: 'Order on WhatsApp (opens in a new tab)' })
  await expect(link).toBeVisible()
  expect((await whatsappMessage(link)).text).toContain('Napa 500 mg Tablet × 2: ৳24.00')
})
