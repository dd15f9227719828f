import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RefillBanner } from '@/components/account/RefillBanner'
import { mobile } from './support'

/**
 * The shop's refill banner (beyond the spec, issue 24): the medicines whose reminder day has come,
 * with the day each runs out, a link to it and to My Medicines, and Dismiss. Plain links (it is
 * drawn with the toasts, outside the router).
 */
const meta = {
  title: 'Components/Account/RefillBanner',
  component: RefillBanner,
  tags: ['autodocs'],
  args: {
    due: [
      {
        productId: 1001,
        name: 'Napa 500 mg Tablet',
        runOut: '2026-12-05',
        href: '/product-details/napa-500-mg-tablet',
      },
    ],
    myMedicinesHref: '/my-medicines',
    onDismiss: fn(),
  },
} satisfies Meta<typeof RefillBanner>

export default meta
type Story = StoryObj<typeof meta>

const more = [
  { productId: 1010, name: 'Seclo 20 mg Capsule', runOut: '2026-12-06', href: '/product-details/seclo-20-mg-capsule' },
  { productId: 1020, name: 'Amdocal 5 mg Tablet', runOut: '2026-12-07', href: '/product-details/amdocal-5-mg-tablet' },
  { productId: 1030, name: 'Linatab 5 mg Tablet', runOut: '2026-12-09', href: '/product-details/linatab-5-mg-tablet' },
  { productId: 1040, name: 'Fexo 120 mg Tablet', runOut: '2026-12-10', href: '/product-details/fexo-120-mg-tablet' },
]

/** One due: what runs out when, with links; Dismiss. */
export const OneDue: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(within(canvasElement).getByRole('complementary', { name: 'Refill reminder' }))
    await expect(banner.getByText('Time to refill')).toBeVisible()
    await expect(banner.getByRole('listitem')).toHaveTextContent('Napa 500 mg Tablet runs out around 5 Dec 2026')
    await expect(banner.getByRole('link', { name: 'Napa 500 mg Tablet' })).toHaveAttribute(
      'href',
      '/product-details/napa-500-mg-tablet',
    )
    await expect(banner.getByRole('link', { name: 'My Medicines' })).toHaveAttribute('href', '/my-medicines')
    await userEvent.click(banner.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
  },
}

/** Five due: the first three, and how many more. */
export const SeveralDue: Story = {
  args: { due: [...meta.args.due, ...more] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText('and 2 more')).toBeVisible()
  },
}

/** Nothing due: nothing drawn. */
export const NothingDue: Story = {
  args: { due: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull()
  },
}

/** Bangla: texts, the day in Bangla digits, /bn links. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { myMedicinesHref: '/bn/my-medicines' },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('complementary', { name: 'ওষুধ ফুরানোর রিমাইন্ডার' }))
    await expect(banner.getByText('আবার কেনার সময় হয়েছে')).toBeVisible()
    await expect(banner.getByRole('listitem')).toHaveTextContent(/আনুমানিক .*৫.*২০২৬ তারিখে ফুরিয়ে যাবে/)
    await expect(banner.getByRole('link', { name: 'আমার ওষুধ' })).toHaveAttribute('href', '/bn/my-medicines')
  },
}

export const Mobile: Story = {
  globals: mobile,
  args: { due: [...meta.args.due, ...more] },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('complementary')
    await expect(banner).toBeVisible()
    await expect(banner.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}
