import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LanguageSwitch } from '@/components/layout/LanguageSwitch'
import { TopStrip } from '@/components/layout/TopStrip'
import { fullSiteMeta, partialSiteMeta } from '../fixtures/siteMeta'
import { mobile } from './support'

/**
 * The strip above the header (spec 000 s2): the shop's hotline and WhatsApp number from the site
 * metadata, the tagline 'Medicines and healthcare products delivered to your doorstep' and the
 * social links. On a phone only the numbers show.
 */
const meta = {
  title: 'Components/Layout/TopStrip',
  component: TopStrip,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { meta: fullSiteMeta },
} satisfies Meta<typeof TopStrip>

export default meta
type Story = StoryObj<typeof meta>

/** Every field filled in. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Medicines and healthcare products delivered to your doorstep')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Phone: +880 1712-345678' })).toHaveAttribute(
      'href',
      'tel:+8801712345678',
    )
    const whatsapp = canvas.getByRole('link', { name: /WhatsApp: 01712345678/ })
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/8801712345678')
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    for (const [label, href] of [
      ['Facebook', fullSiteMeta.facebook],
      ['Instagram', fullSiteMeta.instagram],
      ['YouTube', fullSiteMeta.youtube],
      ['LinkedIn', fullSiteMeta.linkdin],
    ] as const) {
      const link = canvas.getByRole('link', { name: `${label} (opens in a new tab)` })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  },
}

/** Only a phone number and Facebook: the rest is left out. */
export const Partial: Story = {
  args: { meta: partialSiteMeta },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Phone: 01712-345678' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
    await expect(canvas.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(1)
  },
}

/** Metadata loading: the tagline shows, the strip is busy and keeps its height. */
export const Loading: Story = {
  args: { meta: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Medicines and healthcare products delivered to your doorstep')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    const strip = canvasElement.firstElementChild as HTMLElement
    await expect(strip).toHaveAttribute('aria-busy', 'true')
    await expect(strip.getBoundingClientRect().height).toBeGreaterThanOrEqual(36)
  },
}

/**
 * The site-metadata call failed (`metaFailed`): no longer busy, the tagline only (no numbers,
 * no social links), the strip keeps its height.
 */
export const MetaFailed: Story = {
  args: { meta: null, metaFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const strip = canvasElement.firstElementChild as HTMLElement
    await expect(strip).not.toHaveAttribute('aria-busy')
    await expect(canvas.getByText('Medicines and healthcare products delivered to your doorstep')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByRole('list', { name: 'Follow us' })).toBeNull()
    await expect(strip.getBoundingClientRect().height).toBeGreaterThanOrEqual(36)
  },
}

/** A phone: the two numbers only. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /Phone/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /WhatsApp/ })).toBeVisible()
    await expect(canvas.getByText('Medicines and healthcare products delivered to your doorstep')).not.toBeVisible()
    await expect(canvas.getByRole('link', { name: /Facebook/, hidden: true })).not.toBeVisible()
  },
}

/** With the language switch at its end (as the shell draws it): 'বাংলা' on an English page. */
export const WithLanguageSwitch: Story = {
  args: { language: <LanguageSwitch current="en" other="bn" href="/bn" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/bn')
    await expect(canvas.getByText('Medicines and healthcare products delivered to your doorstep')).toBeVisible()
  },
}

/** On a phone the switch stays, next to the numbers, and the strip keeps its height. */
export const WithLanguageSwitchMobile: Story = {
  args: { language: <LanguageSwitch current="en" other="bn" href="/bn" /> },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'বাংলা' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Phone: +880 1712-345678' })).toBeVisible()
    const strip = canvasElement.firstElementChild as HTMLElement
    await expect(strip.getBoundingClientRect().height).toBeLessThanOrEqual(40)
  },
}
