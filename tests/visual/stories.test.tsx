/**
 * Offline screenshot baselines of the key stories at 390 px (mobile) and 1280 px (desktop).
 * Baselines: tests/visual/__screenshots__/stories.test.tsx/<name>-chromium-linux.png, taken with
 * Debian's Chromium and the fonts .ci/run installs. Update them after an intended change with
 * `npm run test:visual:update` and review the PNGs in the diff (docs/visual.md).
 */
import { composeStories } from '@storybook/react-vite'
import { afterEach, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import * as LoginFormStories from '../../stories/account/LoginForm.stories'
import * as ProfilePageStories from '../../stories/account/ProfilePage.stories'
import * as CartPanelStories from '../../stories/cart/CartPanel.stories'
import * as ProductDetailsPageStories from '../../stories/catalogue/ProductDetailsPage.stories'
import * as PriceDisplayStories from '../../stories/components/PriceDisplay.stories'
import * as ProductCardStories from '../../stories/components/ProductCard.stories'
import * as HomePageStories from '../../stories/home/HomePage.stories'
import * as FooterStories from '../../stories/layout/Footer.stories'
import * as HeaderStories from '../../stories/layout/Header.stories'
import { renderStory, settle, unmountStory, waitForElement, type ComposedStory, type ViewportName } from './support'

const ProductCard = composeStories(ProductCardStories)
const PriceDisplay = composeStories(PriceDisplayStories)
const Header = composeStories(HeaderStories)
const Footer = composeStories(FooterStories)
const Home = composeStories(HomePageStories)
const ProductDetails = composeStories(ProductDetailsPageStories)
const CartPanel = composeStories(CartPanelStories)
const LoginForm = composeStories(LoginFormStories)
const Profile = composeStories(ProfilePageStories)

type Story = Parameters<typeof renderStory>[0]

interface Case {
  /** The baseline's name (with the viewport appended). */
  name: string
  story: Story & ComposedStory
  viewport: ViewportName
  /** Waits for the story's final state and returns the element to photograph. */
  target: (container: HTMLElement) => Promise<Element>
  /**
   * Parts made invisible (their box stays): server content that is not the component's (the
   * banner artwork), which would only make the baseline large. Overlaid controls stay visible.
   */
  hide?: (target: Element) => HTMLElement[]
}

const first = (container: HTMLElement) => waitForElement(() => container.firstElementChild, 'the story')
const card = (container: HTMLElement) => waitForElement(() => container.querySelector('article'), 'the card')
const images = (target: Element) => Array.from(target.querySelectorAll('img'))
const byRole = (container: ParentNode, selector: string) =>
  waitForElement(() => container.querySelector(selector), selector)

/** The footer once its columns (their own chunk) have replaced the placeholder. */
const footer = (container: ParentNode) =>
  waitForElement(() => container.querySelector('footer:not(:has([data-testid="footer-placeholder"]))'), 'the footer')

/** A carousel with its strip of slides (the final markup: Swiper, if it attaches, only scrolls it). */
const carousel = (container: ParentNode, label: string) =>
  container.querySelector(`[role="region"][aria-label="${label}"]:has(.swiper-wrapper)`)

/** The banner area of the home page: the top banners and the small banners (a list on desktop, two carousels on a phone). */
async function homeBanners(container: HTMLElement): Promise<Element> {
  const top = await waitForElement(() => carousel(container, 'Top offers'), 'the top banner carousel')
  const small = await waitForElement(
    () =>
      container.querySelector('ul[aria-label="Featured offers"]') ??
      (carousel(container, 'Offers 1') && carousel(container, 'Offers 2')),
    'the small banners',
  )
  let group: Element | null = top.parentElement
  while (group && !group.contains(small)) group = group.parentElement
  return group ?? container
}

/** The top of the product page: gallery, name, facts, price and buttons. */
async function productTop(container: HTMLElement): Promise<Element> {
  const heading = await waitForElement(() => container.querySelector('h1'), 'the product name')
  const article = await waitForElement(() => heading.closest('article'), 'the product article')
  return Array.from(article.children).find((child) => child.contains(heading)) ?? article
}

/** The profile page once the orders count, address and wallet have arrived. */
async function profile(container: HTMLElement): Promise<Element> {
  await waitForElement(
    () =>
      container.textContent?.includes('৳250.00') && container.textContent.includes('Dhanmondi') ? container : null,
    'the wallet and address',
  )
  return first(container)
}

const CASES: Case[] = [
  { name: 'product-card', story: ProductCard.Discounted, viewport: 'desktop', target: card },
  { name: 'product-card', story: ProductCard.MobileDiscountedLongName, viewport: 'mobile', target: card },
  { name: 'price-display', story: PriceDisplay.Discounted, viewport: 'desktop', target: first },
  { name: 'price-display', story: PriceDisplay.Discounted, viewport: 'mobile', target: first },
  {
    name: 'header',
    story: Header.SignedInWithCounts,
    viewport: 'desktop',
    target: (c) => byRole(c, 'header'),
  },
  { name: 'header', story: Header.Mobile, viewport: 'mobile', target: (c) => byRole(c, 'header') },
  {
    name: 'footer',
    story: Footer.WithPagesAndCategories,
    viewport: 'desktop',
    target: footer,
  },
  { name: 'footer', story: Footer.Mobile, viewport: 'mobile', target: footer },
  { name: 'home-banners', story: Home.Desktop, viewport: 'desktop', target: homeBanners, hide: images },
  { name: 'home-banners', story: Home.Mobile, viewport: 'mobile', target: homeBanners, hide: images },
  { name: 'product-page', story: ProductDetails.Medicine, viewport: 'desktop', target: productTop },
  { name: 'product-page', story: ProductDetails.Mobile, viewport: 'mobile', target: productTop },
  {
    name: 'cart-panel',
    story: CartPanel.Above200,
    viewport: 'desktop',
    target: () => byRole(document.body, '[role="dialog"]'),
  },
  {
    name: 'cart-panel',
    story: CartPanel.Mobile,
    viewport: 'mobile',
    target: () => byRole(document.body, '[role="dialog"]'),
  },
  { name: 'login-form', story: LoginForm.Empty, viewport: 'desktop', target: first },
  { name: 'login-form', story: LoginForm.Mobile, viewport: 'mobile', target: first },
  { name: 'account-profile', story: Profile.SignedIn, viewport: 'desktop', target: profile },
  { name: 'account-profile', story: Profile.Mobile, viewport: 'mobile', target: profile },
  // Bangla pages (issue 16): Bangla texts and digits in the Bangla font.
  { name: 'price-display-bn', story: PriceDisplay.InBangla, viewport: 'desktop', target: first },
  { name: 'product-card-bn', story: ProductCard.InBangla, viewport: 'desktop', target: card },
  { name: 'product-card-bn', story: ProductCard.MobileInBangla, viewport: 'mobile', target: card },
  { name: 'product-page-bn', story: ProductDetails.InBangla, viewport: 'desktop', target: productTop },
  // ... and their texts in Bangla.
  { name: 'header-bn', story: Header.InBangla, viewport: 'desktop', target: (c) => byRole(c, 'header') },
  {
    name: 'cart-panel-bn',
    story: CartPanel.InBangla,
    viewport: 'desktop',
    target: () => byRole(document.body, '[role="dialog"]'),
  },
]

afterEach(() => {
  unmountStory()
})

describe('key stories look as in their baselines', () => {
  test.each(CASES.map((c) => [`${c.name} ${c.viewport}`, c] as const))('%s', async (_, c) => {
    const container = await renderStory(c.story, c.viewport)
    const target = await c.target(container)
    await settle(target)
    for (const element of c.hide?.(target) ?? []) element.style.visibility = 'hidden'
    await expect.element(page.elementLocator(target)).toMatchScreenshot(`${c.name}-${c.viewport}`)
  })
})
