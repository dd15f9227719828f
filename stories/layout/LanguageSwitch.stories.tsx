import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LanguageSwitch } from '@/components/layout/LanguageSwitch'
import { mobile } from './support'

/**
 * The language switch (issue 16): on every page, in the top strip and in the category menu, a
 * link to the same page in the other language, named in that language ('বাংলা' on an English
 * page, 'English' on a Bangla one). Following it is a full page load (the server renders the
 * other language); before it goes, the choice is remembered (`onSwitch`: the shell writes the
 * `lang` cookie).
 */
const meta = {
  title: 'Components/Layout/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  args: { current: 'en', other: 'bn', href: '/bn/product/medicines?page=2', onSwitch: fn() },
  decorators: [
    (Story) => (
      // It sits on the top strip's colour (the category menu gives it its own rows' look).
      <div style={{ padding: 8, background: 'var(--color-primary)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>

export default meta
type Story = StoryObj<typeof meta>

/** Following the link in a story would leave Storybook: the click is kept from navigating. */
function stayHere(canvasElement: HTMLElement): void {
  canvasElement.addEventListener('click', (event) => event.preventDefault(), { capture: true })
}

/** On an English page: 'বাংলা', marked as Bangla, to the same page under /bn (query kept). */
export const OnAnEnglishPage: Story = {
  play: async ({ canvasElement, args }) => {
    stayHere(canvasElement)
    const link = within(canvasElement).getByRole('link', { name: 'বাংলা' })
    await expect(link).toHaveAttribute('href', '/bn/product/medicines?page=2')
    await expect(link).toHaveAttribute('hreflang', 'bn')
    await expect(link).toHaveAttribute('lang', 'bn')
    await userEvent.click(link)
    await expect(args.onSwitch).toHaveBeenCalledOnce()
    await expect(args.onSwitch).toHaveBeenCalledWith('bn')
  },
}

/** On a Bangla page: 'English', marked as English, to the spec's path. */
export const OnABanglaPage: Story = {
  args: { current: 'bn', other: 'en', href: '/product/medicines?page=2' },
  globals: { locale: 'bn' },
  play: async ({ canvasElement, args }) => {
    stayHere(canvasElement)
    const link = within(canvasElement).getByRole('link', { name: 'English' })
    await expect(link).toHaveAttribute('href', '/product/medicines?page=2')
    await expect(link).toHaveAttribute('lang', 'en')
    await expect(document.documentElement).toHaveAttribute('lang', 'bn')
    link.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSwitch).toHaveBeenCalledOnce()
    await expect(args.onSwitch).toHaveBeenCalledWith('en')
  },
}

/** On a phone: at least 32 px high. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'বাংলা' })
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(32)
  },
}

/** Desktop, 1280 px. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'বাংলা' })).toBeVisible()
  },
}
