import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OffcanvasMenu, type OffcanvasMenuProps } from '@/components/layout/OffcanvasMenu'
import { categoriesFixture, menusFixture, mobile } from './support'

/** The menu with its own open state and a button that opens it, as the header's menu button does. */
function WithButton(props: OffcanvasMenuProps) {
  const [open, setOpen] = useState(props.open)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <OffcanvasMenu
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          props.onOpenChange(next)
        }}
      />
    </>
  )
}

const dialog = () => within(document.body).getByRole('dialog')

/**
 * The category menu (spec 000 s2 "Offcanvas category menu"), a modal panel from the left. On a
 * phone an accordion of main categories with their children sorted by name, the current page's
 * category expanded, then Offers, Special Price and the top menu; on desktop a sidebar listing
 * every category with its children. Escape, the close button, the overlay and any link close it.
 */
const meta = {
  title: 'Components/Layout/OffcanvasMenu',
  component: OffcanvasMenu,
  tags: ['autodocs'],
  render: (args) => <WithButton {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    mobile: true,
    categories: categoriesFixture,
    currentCategory: null,
    menus: menusFixture,
  },
  globals: mobile,
} satisfies Meta<typeof OffcanvasMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Phone: an accordion, all closed; a toggle shows the children sorted by name. */
export const MobileAccordion: Story = {
  play: async () => {
    const panel = within(dialog())
    await expect(panel.getByRole('heading', { name: 'Categories' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Medicines' })).toHaveAttribute('href', '/product/medicines')
    await expect(panel.queryByRole('link', { name: 'Fever & Pain' })).toBeNull()
    const toggle = panel.getByRole('button', { name: 'Medicines subcategories' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const children = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '')!).getAllByRole('link')
    await expect(children.map((link) => link.textContent)).toEqual([
      'Antibiotics',
      'Diagnostics & Self Monitoring',
      'Fever & Pain',
      'Gastric & Acidity',
    ])
    await expect(children[2]).toHaveAttribute('href', '/category/fever-pain')
    await expect(panel.queryByRole('button', { name: 'Pet Care subcategories' })).toBeNull()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Offers, Special Price and the top menu's usable links follow the categories (no duplicate Offers). */
export const MobileExtras: Story = {
  play: async () => {
    const panel = within(dialog())
    await expect(panel.getAllByRole('link', { name: 'Offers' })).toHaveLength(1)
    await expect(panel.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers')
    await expect(panel.getByRole('link', { name: 'Special Price' })).toHaveAttribute('href', '/category/special-price')
    await expect(panel.getByRole('link', { name: 'Upload Prescription' })).toHaveAttribute(
      'href',
      '/upload-prescription',
    )
    await expect(panel.queryByRole('link', { name: 'Broken' })).toBeNull()
  },
}

/** With the language switch last (as the shell gives it): a row like Offers, 48 px for a thumb. */
export const MobileLanguageSwitch: Story = {
  args: { language: { current: 'en', other: 'bn', href: '/bn/offers', onSwitch: fn() } },
  globals: mobile,
  play: async ({ args }) => {
    const panel = within(dialog())
    const link = panel.getByRole('link', { name: 'বাংলা' })
    await expect(link).toHaveAttribute('href', '/bn/offers')
    await expect(link).toHaveAttribute('lang', 'bn')
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(48)
    // Following it remembers the choice (the story keeps the page from leaving).
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    await expect(args.language?.onSwitch).toHaveBeenCalledWith('bn')
  },
}

/** On a listing of Baby Care's child category: Baby Care starts expanded. */
export const CurrentCategoryExpanded: Story = {
  args: { currentCategory: { name: 'Baby Care', slug: 'baby-care' } },
  play: async () => {
    const panel = within(dialog())
    await expect(panel.getByRole('button', { name: 'Baby Care subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(panel.getByRole('button', { name: 'Medicines subcategories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(panel.getByRole('link', { name: 'Diapers & Wipes' })).toBeVisible()
  },
}

/** The page category answer carries only the name: matched by name. */
export const CurrentCategoryByName: Story = {
  args: { currentCategory: { name: 'medicines', slug: '' } },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Medicines subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}

/** Following a link navigates and closes the menu. */
export const LinkCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(dialog()).getByRole('link', { name: 'Special Price' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expect(within(canvasElement).getByTestId('current-location')).toHaveTextContent('/category/special-price')
  },
}

/** Escape closes it and the focus goes back to the button that opened it; the focus stays inside while open. */
export const KeyboardAndFocus: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open menu' })
    await userEvent.click(opener)
    await waitFor(() => expect(dialog()).toBeVisible())
    await expect(dialog().contains(document.activeElement)).toBe(true)
    for (let i = 0; i < 30; i += 1) await userEvent.tab()
    await expect(dialog().contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

/** The close button and the overlay close it. */
export const CloseButtonAndOverlay: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }))
    await waitFor(() => expect(dialog()).toBeVisible())
    const overlay = within(document.body).getByTestId('offcanvas-overlay')
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 380, clientY: 400 } })
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2)
  },
}

/** Categories still loading. */
export const Loading: Story = {
  args: { categories: [], loading: true },
  play: async () => {
    await expect(within(dialog()).getByText('Loading categories...')).toBeVisible()
    await expect(within(dialog()).getByRole('link', { name: 'Offers' })).toBeVisible()
  },
}

/** Desktop: a sidebar listing every category with its children; no accordion, no top menu. */
export const DesktopSidebar: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { mobile: false },
  play: async () => {
    const panel = within(dialog())
    await expect(panel.getByRole('heading', { name: 'All Categories' })).toBeVisible()
    await expect(panel.queryByRole('button', { name: /subcategories/ })).toBeNull()
    await expect(panel.getByRole('link', { name: 'Fever & Pain' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Diapers & Wipes' })).toBeVisible()
    await expect(panel.queryByRole('link', { name: 'Upload Prescription' })).toBeNull()
    await expect(panel.getByRole('link', { name: 'Special Price' })).toBeVisible()
  },
}
