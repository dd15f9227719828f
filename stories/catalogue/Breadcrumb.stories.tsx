import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Breadcrumb } from '@/components/catalogue'
import { mobile } from './support'

/** Home › … › the page on screen (marked current, not a link). */
const meta = {
  title: 'Components/Catalogue/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Medicines', to: '/product/medicines' },
      { label: 'Fever & Pain', to: '/category/fever-pain' },
      { label: 'Napa 500 mg Tablet' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>

export default meta
type Story = StoryObj<typeof meta>

/** A product's trail. */
export const ProductTrail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }))
    await expect(nav.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home',
      'Medicines',
      'Fever & Pain',
      'Napa 500 mg Tablet',
    ])
    await expect(nav.getByText('Napa 500 mg Tablet')).toHaveAttribute('aria-current', 'page')
    await expect(nav.queryByRole('link', { name: 'Napa 500 mg Tablet' })).toBeNull()
    await userEvent.click(nav.getByRole('link', { name: 'Fever & Pain' }))
    await expect(within(canvasElement).getByTestId('current-location')).toHaveTextContent('/category/fever-pain')
  },
}

/** A main category listing: Home › Medicines. */
export const CategoryTrail: Story = {
  args: { items: [{ label: 'Medicines' }] },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }))
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(nav.getByText('Medicines')).toHaveAttribute('aria-current', 'page')
  },
}

/** Long names wrap on a phone instead of widening the page. */
export const MobileLongNames: Story = {
  globals: mobile,
  args: {
    items: [
      { label: 'Skincare & Beauty', to: '/product/skincare-beauty' },
      { label: 'Korean Beauty', to: '/category/korean-beauty' },
      { label: 'Beauty of Joseon Relief Sun Rice + Probiotics SPF50+ 50 ml' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' })
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth)
  },
}
