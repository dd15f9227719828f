import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CategoryAccordion, CategoryTree, type CategoryAccordionProps } from '@/components/CategoryTree'
import { categoriesFixture, mobile } from '../layout/support'

const childrenOf = (toggle: HTMLElement) =>
  within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent)

/** The accordion with a button that tells it the page's category later (as a page answer arrives). */
function AccordionWithLatePage(props: CategoryAccordionProps) {
  const [openId, setOpenId] = useState<number | null>(null)
  return (
    <>
      <button type="button" onClick={() => setOpenId(2)}>
        The page is Baby Care
      </button>
      <CategoryAccordion {...props} openId={openId} />
    </>
  )
}

/**
 * The category tree, one markup for the 'All Categories' mega-menu, the offcanvas menu and the
 * listing pages' sidebar (each passes its classes: shown unstyled here; their looks are in their
 * own stories). Main categories link to /product/{slug}, their children, sorted by name, to
 * /category/{slug}. CategoryAccordion adds a toggle per main category with children.
 */
const meta = {
  title: 'Components/CategoryTree',
  component: CategoryTree,
  tags: ['autodocs'],
  args: { categories: categoriesFixture, classes: {} },
} satisfies Meta<typeof CategoryTree>

export default meta
type Story = StoryObj<typeof meta>

/** Every category with all its children listed (the mega-menu, the offcanvas menu on desktop). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Medicines' })).toHaveAttribute('href', '/product/medicines')
    await expect(canvas.getByRole('link', { name: 'Pet Care' })).toHaveAttribute('href', '/product/pet-care')
    const medicines = canvas.getByRole('link', { name: 'Medicines' }).closest('li') as HTMLElement
    await expect(
      within(medicines)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Medicines', 'Antibiotics', 'Diagnostics & Self Monitoring', 'Fever & Pain', 'Gastric & Acidity'])
    await expect(canvas.getByRole('link', { name: 'Diapers & Wipes' })).toHaveAttribute(
      'href',
      '/category/diapers-wipes',
    )
    await expect(canvas.queryAllByRole('button')).toHaveLength(0)
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull()
  },
}

/** The listing on screen is marked current, a child or a main category. */
export const Current: Story = {
  args: { activeSlug: 'fever-pain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Fever & Pain' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Medicines' })).not.toHaveAttribute('aria-current')
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1)
  },
}

/** Following a link navigates and tells the menu around it (which closes). */
export const FollowingALink: Story = {
  args: { onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Baby Food & Formula' }))
    await expect(args.onNavigate).toHaveBeenCalledTimes(1)
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/category/baby-food')
  },
}

/** The accordion: all closed; a toggle shows and hides the children; no toggle without children. */
export const Accordion: Story = {
  render: (args) => <CategoryAccordion {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Medicines subcategories' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: 'Fever & Pain' })).toBeNull()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(childrenOf(toggle)).toEqual([
      'Antibiotics',
      'Diagnostics & Self Monitoring',
      'Fever & Pain',
      'Gastric & Acidity',
    ])
    await expect(canvas.queryByRole('button', { name: 'Pet Care subcategories' })).toBeNull()
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: 'Fever & Pain' })).toBeNull()
  },
}

/**
 * The page's category starts open, and opens when it becomes known later; what the shopper opened
 * stays open.
 */
export const AccordionFollowsThePage: Story = {
  render: (args) => <AccordionWithLatePage {...args} classes={{}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const medicines = canvas.getByRole('button', { name: 'Medicines subcategories' })
    const baby = canvas.getByRole('button', { name: 'Baby Care subcategories' })
    await userEvent.click(medicines)
    await expect(baby).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(canvas.getByRole('button', { name: 'The page is Baby Care' }))
    await expect(baby).toHaveAttribute('aria-expanded', 'true')
    await expect(medicines).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: 'Diapers & Wipes' })).toBeVisible()
  },
}

/** A 390 px phone: the accordion as the offcanvas menu and the sidebar show it there. */
export const MobileAccordion: Story = {
  globals: mobile,
  args: { activeSlug: 'diapers-wipes' },
  render: (args) => <CategoryAccordion {...args} openId={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Baby Care subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(canvas.getByRole('link', { name: 'Diapers & Wipes' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: 'Medicines subcategories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}
