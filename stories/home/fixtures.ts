/** Banner and product fixtures of the home stories (images are the mock shop's files). */
import { within } from 'storybook/test'
import type { Banner, PopupAd, SmallBanner } from '@/api/entities'

export const topBanners: Banner[] = [
  { id: 1, link: '/offers', banner: 'top-banner-1.svg' },
  { id: 2, link: '/upload-prescription', banner: 'top-banner-2.svg' },
  { id: 3, link: '/product/baby-care', banner: 'top-banner-3.svg' },
]

export const smallBanners: SmallBanner[] = [
  { id: 1, link: '/category/feminine-hygiene', sml_banner: 'small-banner-1.svg' },
  { id: 2, link: '/category/diagnosticsself-monitoring', sml_banner: 'small-banner-2.svg' },
  { id: 3, link: '/product/pet-care', sml_banner: 'small-banner-3.svg' },
  { id: 4, link: '/b2b-registration', sml_banner: 'small-banner-4.svg' },
]

export const offerBanners: Banner[] = [
  { id: 1, link: '/category/special-price', banner: 'offer-banner-1.svg' },
  { id: 2, link: '/category/korean-beauty', banner: 'offer-banner-2.svg' },
  { id: 3, link: '/landing-page/diabetes-care-week', banner: 'offer-banner-3.svg' },
  { id: 4, link: '/product/nutrition', banner: 'offer-banner-4.svg' },
]

export const popupAd: PopupAd = { url: '/offers', image: 'popup-offer.svg' }

/**
 * Waits until the carousel region named `name` is on the page with its strip of slides (the
 * server-rendered markup; Swiper attaches to it later, and only for autoplay) and returns it.
 * With `swiper`, also waits until Swiper has attached (an autoplaying carousel, after the load).
 */
export async function carouselReady(
  container: HTMLElement,
  name: string,
  { swiper = false, timeout = 12000 }: { swiper?: boolean; timeout?: number } = {},
): Promise<HTMLElement> {
  const started = Date.now()
  for (;;) {
    const region = within(container).queryByRole('region', { name })
    if (region?.querySelector(swiper ? '.swiper-initialized' : '.swiper-wrapper')) return region
    if (Date.now() - started > timeout) throw new Error(`the carousel '${name}' never became ready`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Index of the slide at the start of the strip (from the scroll position, with or without Swiper). */
export function activeIndex(region: HTMLElement): number {
  const strip = region.querySelector('.swiper-wrapper')
  if (!strip) return -1
  const start = strip.getBoundingClientRect().left
  const distances = Array.from(strip.children).map((slide) => Math.abs(slide.getBoundingClientRect().left - start))
  return distances.indexOf(Math.min(...distances))
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Finds the toast with `text` and checks its kind and its auto-close time (react-toastify runs the
 * progress bar for exactly that long). Toasts fade in, so visibility is not asserted.
 */
export async function expectToast(text: string, type: 'success' | 'warning', autoClose: number): Promise<HTMLElement> {
  const message = await within(document.body).findByText(text)
  const toast = message.closest<HTMLElement>('.Toastify__toast')
  if (!toast) throw new Error(`'${text}' is not in a toast`)
  if (!toast.classList.contains(`Toastify__toast--${type}`)) throw new Error(`'${text}' is not a ${type} toast`)
  const bar = toast.querySelector<HTMLElement>('.Toastify__progress-bar')
  if (bar?.style.animationDuration !== `${autoClose}ms`)
    throw new Error(`'${text}' closes after ${bar?.style.animationDuration}, not ${autoClose}ms`)
  return toast
}

/** A square image (a product packshot of the mock shop), for banner slots of another ratio. */
export const SQUARE_IMAGE = '/uploads/product/napa-500-mg-tablet.svg'

/** Resolves once every image in `element` has loaded (or failed). */
export async function imagesLoaded(element: HTMLElement): Promise<HTMLImageElement[]> {
  const images = Array.from(element.querySelectorAll('img'))
  await Promise.all(
    images.map(
      (image) =>
        new Promise((resolve) => {
          if (image.complete) resolve(image)
          image.addEventListener('load', resolve, { once: true })
          image.addEventListener('error', resolve, { once: true })
        }),
    ),
  )
  return images
}
