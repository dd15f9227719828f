import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ContactDetails } from '@/components/content'
import { fullSiteMeta, partialSiteMeta } from '../fixtures/siteMeta'
import { mobile } from './helpers'

/** The shop's phone, WhatsApp and email beside the contact form, from the site metadata. */
const meta = {
  title: 'Components/Content/ContactDetails',
  component: ContactDetails,
  tags: ['autodocs'],
  args: { meta: fullSiteMeta, loading: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactDetails>

export default meta
type Story = StoryObj<typeof meta>

/** Everything filled in: three links. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Contact details' })).not.toHaveAttribute('aria-busy')
    await expect(canvas.getByRole('link', { name: '+880 1712-345678' })).toHaveAttribute('href', 'tel:+8801712345678')
    const whatsapp = canvas.getByRole('link', { name: '01712345678 (opens in a new tab)' })
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/8801712345678')
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.getByRole('link', { name: 'support@medibazar.com.bd' })).toHaveAttribute(
      'href',
      'mailto:support@medibazar.com.bd',
    )
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual(['Phone', 'WhatsApp', 'Email'])
  },
}

/** Only some filled in: the rest is not shown. */
export const Partial: Story = {
  args: { meta: partialSiteMeta },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual(['Phone', 'Email'])
    await expect(canvas.queryByText('WhatsApp')).toBeNull()
  },
}

/** A value that is not a link (no digits) is shown as text. */
export const UnlinkableValue: Story = {
  args: { meta: { ...partialSiteMeta, phone: 'Call our hotline', email: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Call our hotline')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** Nothing filled in at all. */
export const NothingFilledIn: Story = {
  args: { meta: { ...partialSiteMeta, phone: '', email: '', whatsapp: '' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Write to us with the form and we will get back to you.'),
    ).toBeVisible()
  },
}

/** Loading: a placeholder, marked busy. */
export const Loading: Story = {
  args: { meta: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Contact details' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByTestId('contact-details-placeholder')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** Failed: a note that the form still works. */
export const Failed: Story = {
  args: { meta: null, loading: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Our contact details could not be loaded just now. The form still reaches us.'),
    ).toBeVisible()
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
