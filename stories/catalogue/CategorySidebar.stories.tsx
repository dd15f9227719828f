import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CategorySidebar } from '@/components/catalogue'
import { categoryTree, mobile } from './support'

const sidebar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Product categories' }))

/**
 * The listing pages' sidebar (spec 000 "Listing pages"): main categories link to /product/{slug}
 * and open their subcategories (sorted by name, /category/{slug}); Offers and Special Price follow.
 * The category on screen starts open and is marked current. On a phone it folds behind 'Categories'.
 */
const meta = {
  title: 'Components/Catalogue/CategorySidebar',
  component: CategorySidebar,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { categories: categoryTree, activeSlug: 'fever-pain' },
} satisfies Meta<typeof CategorySidebar>

export default meta
type Story = StoryObj<typeof meta>

/** On /category/fever-pain: Medicines open, Fever & Pain current, children sorted by name. */
export const ChildActive: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement)
    const toggle = nav.getByRole('button', { name: 'Medicines subcategories' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const children = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    await expect(
      within(children)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Antibiotics', 'Diabetes Care', 'Fever & Pain', 'Gastric & Acidity'])
    await expect(nav.getByRole('link', { name: 'Fever & Pain' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Fever & Pain' })).toHaveAttribute('href', '/category/fever-pain')
    await expect(nav.getByRole('link', { name: 'Medicines' })).toHaveAttribute('href', '/product/medicines')
    await expect(nav.getByRole('button', { name: 'Baby Care subcategories' })).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.queryByRole('link', { name: 'Diapers & Wipes' })).toBeNull()
    // A category without children has no toggle.
    await expect(nav.queryByRole('button', { name: 'Nutrition subcategories' })).toBeNull()
    await expect(nav.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers')
    await expect(nav.getByRole('link', { name: 'Special Price' })).toHaveAttribute('href', '/category/special-price')
  },
}

/** The toggles open and close subcategories, by mouse or keyboard. */
export const Collapsible: Story = {
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement)
    const baby = nav.getByRole('button', { name: 'Baby Care subcategories' })
    await userEvent.click(baby)
    await expect(baby).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Baby Food & Formula' })).toBeVisible()
    const medicines = nav.getByRole('button', { name: 'Medicines subcategories' })
    medicines.focus()
    await userEvent.keyboard('{Enter}')
    await expect(medicines).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.queryByRole('link', { name: 'Fever & Pain' })).toBeNull()
  },
}

/** On a main category page (/product/baby-care): it is current and open. */
export const MainActive: Story = {
  args: { activeSlug: 'baby-care' },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement)
    await expect(nav.getByRole('link', { name: 'Baby Care' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('button', { name: 'Baby Care subcategories' })).toHaveAttribute('aria-expanded', 'true')
  },
}

/** While the category tree loads: placeholder rows; Offers and Special Price are there already. */
export const Loading: Story = {
  args: { categories: [], loading: true },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement)
    await expect(nav.getByTestId('category-sidebar-skeleton')).toHaveAttribute('aria-hidden', 'true')
    await expect(nav.getByRole('link', { name: 'Offers' })).toBeVisible()
  },
}

/** The tree failed or is empty (spec 000 s8: the list stays empty): only Offers and Special Price. */
export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement)
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Offers', 'Special Price'])
  },
}

/** A 390 px phone: folded behind 'Categories' until asked for. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const nav = sidebar(canvasElement)
    const toggle = nav.getByRole('button', { name: 'Categories' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.queryByRole('link', { name: 'Offers' })).toBeNull()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Fever & Pain' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Offers' })).toBeVisible()
  },
}
