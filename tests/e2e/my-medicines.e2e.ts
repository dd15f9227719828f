/**
 * My Medicines and refill reminders (issue 24) on the demo build: the demo customer (past orders
 * in the mock shop) opens My Medicines from the header's account menu, adds all to the cart
 * without a reload, sets a reminder and downloads its calendar file, parsed here with ical.js.
 */
import fs from 'node:fs/promises'
import ICAL from 'ical.js'
import { expect, test } from './fixtures'
import { BASE_URL } from './server'
import { dismissPopupAd, headerCartButton, main, signedInState } from './support'

test.use({
  storageState: signedInState(),
  // Order Again's call answers 400 for an order with an out-of-stock product (the browser logs it);
  // the test checks below that every 400 was that call.
  allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400/],
})

interface StoredReminder {
  productId: number
  slug: string
  name: string
  plan: unknown
  runOut: string
  remindOn: string
}

test('a signed-in shopper adds all their medicines to the cart without a reload, and downloads a refill reminder', async ({
  page,
}) => {
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() === 400) refused.push(new URL(response.url()).pathname)
  })
  await page.goto('/')
  // Closed before the account menu is opened: the popup opening over it would close the menu (its
  // focus moves to the popup), and the menu's link would be gone from under the next click.
  await dismissPopupAd(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account:/ })
    .click()
  await page.getByRole('banner').getByRole('link', { name: 'My Medicines' }).click()
  await expect(page).toHaveURL(`${BASE_URL}/my-medicines`)
  await expect(main(page).getByRole('heading', { name: 'My Medicines', level: 1 })).toBeVisible()

  const list = main(page).getByRole('list', { name: 'Products of your past orders' })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  // The demo customer's orders hold several products, one of them out of stock now.
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2)
  await expect(list.getByText('Out of stock').first()).toBeVisible()
  expect(refused.length).toBeGreaterThan(0)
  expect(refused.every((path) => /^\/api\/order-item\/\d+$/.test(path))).toBe(true)

  // Add all to cart: no navigation, no reload (a mark on the window survives), the cart fills.
  await page.evaluate(() => Object.assign(window, { myMedicinesMark: true }))
  const buyable = await list.getByRole('button', { name: /^Add to Cart: / }).count()
  expect(buyable).toBeGreaterThanOrEqual(2)
  await main(page).getByRole('button', { name: 'Add all to cart' }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length))
    .toBe(buyable)
  await expect(headerCartButton(page)).not.toHaveAccessibleName('Cart, 0 items')
  expect(await page.evaluate(() => 'myMedicinesMark' in window)).toBe(true)
  await expect(page).toHaveURL(`${BASE_URL}/my-medicines`)

  // A reminder on the first medicine counted in tablets: 2 a day.
  const medicine = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') })
    .filter({ hasText: /Tablets?|Capsules?/ })
    .first()
  await medicine.getByText('Set a refill reminder').click()
  await medicine.getByRole('textbox', { name: 'Tablets a day' }).fill('2')
  await expect(medicine.getByText(/^Runs out around/)).toBeVisible()
  await medicine.getByRole('button', { name: 'Save reminder' }).click()
  await expect(medicine.getByText(/^Refill reminder: runs out around/)).toBeVisible()

  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('refillReminders') ?? 'null') as Record<string, StoredReminder[]>,
  )
  const reminder = stored['7']?.[0]
  if (!reminder) throw new Error('no reminder stored for customer 7')
  expect(reminder.plan).toEqual({ perDay: 2 })

  // The calendar file: the ics package is loaded only now.
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const downloading = page.waitForEvent('download')
  await medicine.getByRole('button', { name: 'Add to calendar (.ics)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`refill-${reminder.slug}.ics`)
  expect(scripts.length).toBeGreaterThan(0)
  const text = await fs.readFile(await download.path(), 'utf8')

  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  const event = new ICAL.Event(events[0])
  expect(event.summary).toBe(`Refill ${reminder.name}`)
  // An all-day event on the reminder's day, two days before the supply runs out.
  expect(event.startDate.isDate).toBe(true)
  expect(event.startDate.toString()).toBe(reminder.remindOn)
  const runOut = new Date(`${reminder.runOut}T00:00:00Z`)
  runOut.setUTCDate(runOut.getUTCDate() - 2)
  expect(reminder.remindOn).toBe(runOut.toISOString().slice(0, 10))
  // A link back to the product, absolute.
  const productUrl = `${BASE_URL}/product-details/${reminder.slug}`
  expect(events[0]?.getFirstPropertyValue('url')).toBe(productUrl)
  expect(event.description).toContain(productUrl)
})
