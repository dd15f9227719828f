import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PageHead } from '@/components/seo'

const url = 'https://medibazar.test/product-details/napa-500-mg-tablet'

/** What the document's head holds now: each tag with its key attribute and value. */
function headTags(): string[] {
  return [...document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')]
    .filter((element) => !(element instanceof HTMLMetaElement && element.name === 'viewport'))
    .map((element) => {
      if (element instanceof HTMLTitleElement) return `title: ${element.text}`
      if (element instanceof HTMLLinkElement) return `canonical: ${element.getAttribute('href') ?? ''}`
      const meta = element as HTMLMetaElement
      return `${meta.getAttribute('property') ?? meta.name}: ${meta.content}`
    })
}

/**
 * A page's head (issue 14): title, one description, canonical URL, robots, Open Graph tags and the
 * Twitter (X) card. It renders nothing in the page: React puts the tags into the document's head (the
 * server writes them into the HTML) and takes them away with the page. The stories check the head.
 */
const meta = {
  title: 'Components/SEO/PageHead',
  component: PageHead,
  tags: ['autodocs'],
  render: (args) => (
    <>
      <PageHead {...args} />
      <p>The tags of this story are in the document’s head (see the play function).</p>
    </>
  ),
  args: {
    title: 'Napa 500 mg Tablet | Online Pharmacy',
    description: 'Napa 500 mg Tablet contains Paracetamol 500 mg.',
    canonicalUrl: url,
    siteName: 'MediBazar',
  },
} satisfies Meta<typeof PageHead>

export default meta
type Story = StoryObj<typeof meta>

/** A product page: its name, image, price in BDT and availability for share previews. */
export const ProductPage: Story = {
  args: {
    type: 'product',
    socialTitle: 'Napa 500 mg Tablet',
    keywords: 'napa, paracetamol',
    image: { url: 'https://medibazar.test/uploads/product/napa-500-mg-tablet.svg', alt: 'Napa 500 mg Tablet' },
    product: { amount: '12.00', currency: 'BDT', availability: 'in stock' },
  },
  play: async () => {
    await expect(document.title).toBe('Napa 500 mg Tablet | Online Pharmacy')
    const tags = headTags()
    // One title of this page (the test runner's document may hold one of its own).
    await expect(tags.filter((tag) => tag.startsWith('title: Napa'))).toHaveLength(1)
    await expect(tags.filter((tag) => tag.startsWith('description:'))).toEqual([
      'description: Napa 500 mg Tablet contains Paracetamol 500 mg.',
    ])
    await expect(tags).toEqual(
      expect.arrayContaining([
        `canonical: ${url}`,
        'keywords: napa, paracetamol',
        'og:type: product',
        'og:title: Napa 500 mg Tablet',
        `og:url: ${url}`,
        'og:image: https://medibazar.test/uploads/product/napa-500-mg-tablet.svg',
        'product:price:amount: 12.00',
        'product:price:currency: BDT',
        'product:availability: in stock',
        'twitter:card: summary_large_image',
      ]),
    )
    await expect(tags.some((tag) => tag.startsWith('robots:'))).toBe(false)
    // X reads the Open Graph tags: no second title, description or image.
    await expect(tags.filter((tag) => tag.startsWith('twitter:'))).toEqual(['twitter:card: summary_large_image'])
  },
}

/** A page without an image or price (a listing): a small card, no product tags. */
export const ListingPage: Story = {
  args: {
    title: 'Medicines | Online Pharmacy',
    description: 'Medicines and healthcare products delivered to your doorstep.',
    canonicalUrl: 'https://medibazar.test/product/medicines?page=2',
  },
  play: async () => {
    const tags = headTags()
    await expect(tags).toEqual(
      expect.arrayContaining([
        'canonical: https://medibazar.test/product/medicines?page=2',
        'og:type: website',
        'og:title: Medicines | Online Pharmacy',
        'twitter:card: summary',
      ]),
    )
    await expect(tags.some((tag) => /^(og:image|product:|keywords)/.test(tag))).toBe(false)
  },
}

/** Not to be indexed (the cart, checkout, account, a search without results, a 404): robots noindex, no canonical. */
export const NotIndexed: Story = {
  args: { title: 'Page not found | Online Pharmacy', canonicalUrl: null, noindex: true },
  play: async () => {
    const tags = headTags()
    await expect(tags).toContain('robots: noindex')
    await expect(tags.some((tag) => tag.startsWith('canonical:') || tag.startsWith('og:url:'))).toBe(false)
    await expect(document.title).toBe('Page not found | Online Pharmacy')
  },
}
