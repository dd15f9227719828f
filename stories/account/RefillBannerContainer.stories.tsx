import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import RefillBannerContainer from '@/account/RefillBannerContainer'
import { signedInDemo } from './support'

const due = {
  productId: 1001,
  slug: 'napa-500-mg-tablet',
  name: 'Napa 500 mg Tablet',
  plan: { perDay: 2 },
  orderedOn: '2025-12-21',
  quantity: 3,
  runOut: '2026-01-05',
  remindOn: '2026-01-03',
}
const later = {
  ...due,
  productId: 1010,
  slug: 'seclo-20-mg-capsule',
  name: 'Seclo 20 mg Capsule',
  runOut: '2099-01-30',
  remindOn: '2099-01-28',
}

/** Seeds the customer's reminders in storage for the story, and takes them away after it. */
function stored(value: unknown) {
  return () => {
    localStorage.setItem('refillReminders', JSON.stringify(value))
    return () => localStorage.removeItem('refillReminders')
  }
}

/**
 * The refill banner as the shop loads it (issue 24): the signed-in customer's reminders from
 * storage (`refillReminders`), the due ones shown; loaded by the toast host (first press or key), only when
 * the key is present.
 */
const meta = {
  title: 'Account/RefillBannerContainer',
  component: RefillBannerContainer,
  tags: ['autodocs'],
  parameters: { ...signedInDemo },
} satisfies Meta<typeof RefillBannerContainer>

export default meta
type Story = StoryObj<typeof meta>

/** The demo customer has one reminder due (3 Jan 2026 has come) and one not yet (2099): only the due one. */
export const Due: Story = {
  beforeEach: stored({ 7: [later, due], 8: [due] }),
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('complementary', { name: 'Refill reminder' }))
    await expect(banner.getAllByRole('listitem')).toHaveLength(1)
    await expect(banner.getByRole('link', { name: 'Napa 500 mg Tablet' })).toHaveAttribute(
      'href',
      '/product-details/napa-500-mg-tablet',
    )
    await userEvent.click(banner.getByRole('button', { name: 'Dismiss' }))
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull()
  },
}

/** Nothing due yet: no banner. */
export const NotYet: Story = {
  beforeEach: stored({ 7: [later] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull()
  },
}

/** Another customer's reminders only (or signed out): no banner. */
export const OtherCustomer: Story = {
  beforeEach: stored({ 8: [due] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull()
  },
}

/** Garbage in storage: no banner, no error. */
export const Damaged: Story = {
  beforeEach: () => {
    localStorage.setItem('refillReminders', '{not json')
    return () => localStorage.removeItem('refillReminders')
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull()
  },
}

/** On a Bangla page: Bangla texts and /bn links. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: stored({ 7: [due] }),
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('complementary'))
    await expect(banner.getByRole('link', { name: 'আমার ওষুধ' })).toHaveAttribute('href', '/bn/my-medicines')
    await expect(banner.getByRole('link', { name: 'Napa 500 mg Tablet' })).toHaveAttribute(
      'href',
      '/bn/product-details/napa-500-mg-tablet',
    )
  },
}
