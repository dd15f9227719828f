import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StructuredData } from '@/components/seo'

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Napa 500 mg Tablet',
  url: 'https://medibazar.test/product-details/napa-500-mg-tablet',
  offers: { '@type': 'Offer', price: '12.00', priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
} as const

/** The JSON of each structured data element of the story, as written and as read. */
function scripts(canvasElement: HTMLElement): Array<{ text: string; value: unknown; nonce: string }> {
  return [...canvasElement.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')].map((script) => ({
    text: script.textContent ?? '',
    value: JSON.parse(script.textContent ?? 'null') as unknown,
    nonce: script.nonce,
  }))
}

/**
 * Structured data for search engines (schema.org as JSON-LD, issue 14): one
 * `<script type="application/ld+json">` per object, escaped like the server's page data, with the
 * page's CSP nonce on a server-rendered page. Nothing visible.
 */
const meta = {
  title: 'Components/SEO/StructuredData',
  component: StructuredData,
  tags: ['autodocs'],
  render: (args) => (
    <>
      <StructuredData {...args} />
      <p>Structured data: the script elements of this story hold JSON (see the play function).</p>
    </>
  ),
  args: { data: [product] },
} satisfies Meta<typeof StructuredData>

export default meta
type Story = StoryObj<typeof meta>

/** A product with its offer, on a server-rendered page (the nonce). */
export const ProductWithNonce: Story = {
  args: {
    nonce: 'story-nonce',
    data: [
      product,
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://medibazar.test/' }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const found = scripts(canvasElement)
    await expect(found.map((script) => (script.value as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ])
    await expect(found[0]?.value).toEqual(product)
    await expect(found.map((script) => script.nonce)).toEqual(['story-nonce', 'story-nonce'])
  },
}

/** A name made to end the element: it stays data (no `<` in the element's text), and reads back whole. */
export const HostileText: Story = {
  args: {
    data: [{ ...product, name: '</script><script>window.__ld=1</script><!--' }],
  },
  play: async ({ canvasElement }) => {
    const [script] = scripts(canvasElement)
    await expect(script?.text).not.toMatch(/[<>]/)
    await expect((script?.value as { name: string }).name).toBe('</script><script>window.__ld=1</script><!--')
    await expect((window as { __ld?: unknown }).__ld).toBeUndefined()
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(1)
  },
}
