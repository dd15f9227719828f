import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, spyOn, userEvent, within } from 'storybook/test'
import { ShareLinks } from '@/components/catalogue'

const url = 'https://medibazar.test/product-details/napa-500-mg-tablet'

/** Records whether the click's default (following the link) was prevented, then stops it in the story. */
function watchNavigation() {
  const seen: boolean[] = []
  const listener = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return
    seen.push(event.defaultPrevented)
    event.preventDefault()
  }
  window.addEventListener('click', listener)
  return { seen, stop: () => window.removeEventListener('click', listener) }
}

/**
 * Facebook, LinkedIn and email (spec 000 "Product detail page"). Facebook and LinkedIn open a
 * 626 x 436 popup; a blocked popup (or a ctrl/cmd click) leaves the plain link to open a new tab.
 */
const meta = {
  title: 'Components/Catalogue/ShareLinks',
  component: ShareLinks,
  tags: ['autodocs'],
  args: { url, title: 'Napa 500 mg Tablet', onShare: fn() },
} satisfies Meta<typeof ShareLinks>

export default meta
type Story = StoryObj<typeof meta>

/** The three links and where they lead. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const encoded = encodeURIComponent(url)
    await expect(canvas.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    )
    await expect(canvas.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    )
    const email = canvas.getByRole('link', { name: 'Email' })
    await expect(email.getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent('Napa 500 mg Tablet')}&body=${encodeURIComponent(`Napa 500 mg Tablet\n${url}`)}`,
    )
    for (const name of [/^Facebook/, /^LinkedIn/]) {
      const link = canvas.getByRole('link', { name })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  },
}

/** Facebook opens a 626 x 436 popup (and the page does not follow the link). */
export const PopupOpens: Story = {
  play: async ({ args, canvasElement }) => {
    const popup = { opener: window } as unknown as Window
    const open = spyOn(window, 'open').mockReturnValue(popup)
    const navigation = watchNavigation()
    try {
      await userEvent.click(within(canvasElement).getByRole('link', { name: /^Facebook/ }))
      await expect(open).toHaveBeenCalledTimes(1)
      const [href, name, features] = open.mock.calls[0] ?? []
      await expect(href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
      await expect(name).toBe('share-facebook')
      await expect(features).toMatch(/(^|,)width=626(,|$)/)
      await expect(features).toMatch(/(^|,)height=436(,|$)/)
      await expect(popup.opener).toBeNull()
      await expect(navigation.seen).toEqual([true])
      await expect(args.onShare).toHaveBeenCalledWith('facebook')
    } finally {
      navigation.stop()
      open.mockRestore()
    }
  },
}

/** A blocked popup (window.open gives null): the link itself opens in a new tab. */
export const PopupBlocked: Story = {
  play: async ({ args, canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null)
    const navigation = watchNavigation()
    try {
      await userEvent.click(within(canvasElement).getByRole('link', { name: /^LinkedIn/ }))
      await expect(open).toHaveBeenCalledTimes(1)
      await expect(navigation.seen).toEqual([false])
      await expect(args.onShare).toHaveBeenCalledWith('linkedin')
    } finally {
      navigation.stop()
      open.mockRestore()
    }
  },
}

/** Ctrl+click asks for a new tab: no popup, the browser does what was asked. */
export const ModifierClick: Story = {
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null)
    const navigation = watchNavigation()
    try {
      await fireEvent.click(within(canvasElement).getByRole('link', { name: /^Facebook/ }), {
        ctrlKey: true,
        button: 0,
      })
      await expect(open).not.toHaveBeenCalled()
      await expect(navigation.seen).toEqual([false])
    } finally {
      navigation.stop()
      open.mockRestore()
    }
  },
}

/** Email is a plain mailto: link, never a popup. */
export const Email: Story = {
  play: async ({ args, canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null)
    const navigation = watchNavigation()
    try {
      await userEvent.click(within(canvasElement).getByRole('link', { name: 'Email' }))
      await expect(open).not.toHaveBeenCalled()
      await expect(navigation.seen).toEqual([false])
      await expect(args.onShare).toHaveBeenCalledWith('email')
    } finally {
      navigation.stop()
      open.mockRestore()
    }
  },
}
