import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SafeHtml } from '@/components/catalogue'

const hostile =
  '<h4>About this product</h4><p>Antiseptic liquid. <img src=x onerror="window.__xss=1"> Dilute 1:20.</p>' +
  '<p>Gentle on skin. <script>window.__xss=1</script><a href="javascript:window.__xss=1">More</a></p>' +
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>' +
  '<form action="https://evil.test"><input name="pin"></form><p style="position:fixed">Styled</p>'

/**
 * Server HTML, always sanitised (DOMPurify, src/lib/sanitize.ts): no script, event handler,
 * javascript: URL, form, embed or inline style survives. Its headings move under the section's
 * own heading, and images without alt text become decorative.
 */
const meta = {
  title: 'Components/Catalogue/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: '<h4>Indications</h4><p>Relief of <strong>fever</strong> and pain.</p><ul><li>Adults</li></ul>' },
  decorators: [
    (Story) => (
      <section aria-labelledby="safe-html-title">
        <h2 id="safe-html-title">Description</h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof SafeHtml>

export default meta
type Story = StoryObj<typeof meta>

/** Ordinary formatting survives; the <h4> becomes an h3 under the h2. */
export const Formatting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3, name: 'Indications' })).toBeVisible()
    await expect(canvas.getByText('fever').tagName).toBe('STRONG')
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Adults')
  },
}

/** Hostile HTML: the text shows, nothing runs. */
export const Hostile: Story = {
  args: { html: hostile },
  beforeEach() {
    delete (window as { __xss?: unknown }).__xss
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Antiseptic liquid\./)).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    await expect(document.querySelector('img[onerror], [onbegin]')).toBeNull()
    await expect(canvasElement.querySelector('script, form, input, animate')).toBeNull()
    await expect(canvas.getByText('More').getAttribute('href') ?? '').not.toMatch(/javascript:/i)
    await expect(canvas.getByText('Styled')).not.toHaveAttribute('style')
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
  },
}

/** Empty HTML renders nothing. */
export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Description' })
    await expect(section.children).toHaveLength(1)
  },
}
