import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ServiceCards } from '@/components/home/ServiceCards'
import { mobile } from '../layout/support'

/**
 * The service cards (spec 000 s2): order via WhatsApp (external), Upload Prescription, B2B
 * Registration with 'Register Now', Free Delivery ('Orders Over BDT 500' on desktop,
 * '3-6 hr(Ex), 12-24 (Regular)' on phones).
 */
const meta = {
  title: 'Components/Home/ServiceCards',
  component: ServiceCards,
  tags: ['autodocs'],
  args: { mobile: false, whatsappHref: 'https://wa.me/8801700112233' },
} satisfies Meta<typeof ServiceCards>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: four cards in a row. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const whatsapp = canvas.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/8801700112233')
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(canvas.getByRole('link', { name: 'Upload now your prescription' })).toHaveAttribute(
      'href',
      '/upload-prescription',
    )
    await expect(canvas.getByText('Orders Over BDT 500')).toBeVisible()
    await expect(canvas.queryByText('3-6 hr(Ex), 12-24 (Regular)')).toBeNull()
    const cards = canvas.getAllByRole('listitem')
    await expect(cards).toHaveLength(4)
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size).toBe(1)
    await userEvent.click(canvas.getByRole('link', { name: 'Register Now' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/b2b-registration')
  },
}

/** A phone: two per row, the delivery times instead of the threshold. */
export const Mobile: Story = {
  globals: mobile,
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('3-6 hr(Ex), 12-24 (Regular)')).toBeVisible()
    await expect(canvas.queryByText('Orders Over BDT 500')).toBeNull()
    const list = canvas.getByRole('list')
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  },
}

/** No WhatsApp number in the site metadata (or it failed): the WhatsApp card is left out. */
export const WithoutWhatsApp: Story = {
  args: { whatsappHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.queryByRole('heading', { name: 'Order via WhatsApp' })).toBeNull()
  },
}
