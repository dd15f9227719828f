import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { NavBar } from '@/components/layout/NavBar'
import { categoriesFixture, menusFixture, mobile } from './support'

/**
 * The desktop navigation under the header (spec 000 s2): the 'All Categories' mega-menu (main
 * categories to /product/{slug}, their children to /category/{slug}) and the dynamic top menu
 * from the server (shop paths client-side, other sites in a new tab, unusable urls left out).
 */
const meta = {
  title: 'Components/Layout/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
        <button type="button">Elsewhere</button>
      </div>
    ),
  ],
  args: { categories: categoriesFixture, menus: menusFixture },
} satisfies Meta<typeof NavBar>

export default meta
type Story = StoryObj<typeof meta>

/** The top menu: internal links, an external one in a new tab; 'javascript:' and empty urls are dropped. */
export const TopMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers')
    await expect(within(nav).getByRole('link', { name: 'Upload Prescription' })).toHaveAttribute(
      'href',
      '/upload-prescription',
    )
    const blog = within(nav).getByRole('link', { name: 'Our Blog (opens in a new tab)' })
    await expect(blog).toHaveAttribute('href', 'https://blog.example.com/health')
    await expect(blog).toHaveAttribute('target', '_blank')
    await expect(within(nav).queryByRole('link', { name: 'Broken' })).toBeNull()
    await expect(within(nav).queryByRole('link', { name: 'Empty' })).toBeNull()
    await userEvent.click(within(nav).getByRole('link', { name: 'Offers' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/offers')
  },
}

/** 'All Categories': parents and children (sorted by name) with their links; a link closes it. */
export const MegaMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'All Categories' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: 'Medicines' })).toHaveAttribute('href', '/product/medicines')
    await expect(canvas.getByRole('link', { name: 'Pet Care' })).toHaveAttribute('href', '/product/pet-care')
    await expect(canvas.getByRole('link', { name: 'Fever & Pain' })).toHaveAttribute('href', '/category/fever-pain')
    const babyChildren = within(canvas.getByRole('link', { name: 'Baby Care' }).parentElement!).getAllByRole('link')
    await expect(babyChildren.map((link) => link.textContent)).toEqual([
      'Baby Care',
      'Baby Food & Formula',
      'Diapers & Wipes',
    ])
    await userEvent.click(canvas.getByRole('link', { name: 'Antibiotics' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/category/antibiotics')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Keyboard: Enter opens, Tab walks the links, Escape closes and returns to the button. */
export const MegaMenuKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'All Categories' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Medicines' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveFocus()
  },
}

/** A click outside closes the mega-menu. */
export const MegaMenuOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'All Categories' })
    await userEvent.click(button)
    await userEvent.click(canvas.getByRole('button', { name: 'Elsewhere' }))
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Categories still loading. */
export const Loading: Story = {
  args: { categories: [], categoriesLoading: true, menus: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'All Categories' }))
    await expect(canvas.getByText('Loading categories...')).toBeVisible()
  },
}

/** The categories or menus call failed (logged): the menu says so, no top menu links. */
export const Empty: Story = {
  args: { categories: [], menus: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'All Categories' }))
    await expect(canvas.getByText('No categories available.')).toBeVisible()
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toHaveLength(0)
  },
}

/** Hidden on a phone (the offcanvas menu takes its place). */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).toBeNull()
  },
}
