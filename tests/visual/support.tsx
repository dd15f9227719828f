/**
 * Rendering a composed story for a screenshot: the preview's loaders and beforeEach (mock shop,
 * session, story overrides) run through `Story.load()`, then the decorated story is rendered into
 * a fresh container at a fixed viewport. Play functions are not run: they click and focus, which
 * would be in the picture; each case waits for its own ready state instead (the story tests
 * already assert what the play functions check).
 */
import type { ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { page } from 'vitest/browser'

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

export type ViewportName = keyof typeof VIEWPORTS

/** A composed story: renders with its decorators; `load` runs loaders and beforeEach hooks. */
export interface ComposedStory {
  load: () => Promise<void>
}

const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html, body { margin: 0; }
`

let mounted: { root: Root; container: HTMLElement } | null = null

function freezeMotion(): void {
  if (document.getElementById('visual-freeze')) return
  const style = document.createElement('style')
  style.id = 'visual-freeze'
  style.textContent = FREEZE_CSS
  document.head.append(style)
}

/** Renders a composed story at a viewport; the previous one is unmounted first. */
export async function renderStory(Story: ComponentType & ComposedStory, viewport: ViewportName): Promise<HTMLElement> {
  unmountStory()
  const { width, height } = VIEWPORTS[viewport]
  await page.viewport(width, height)
  freezeMotion()
  window.scrollTo(0, 0)
  await Story.load()
  const container = document.createElement('div')
  container.dataset.testid = 'visual-root'
  document.body.append(container)
  const root = createRoot(container)
  root.render(<Story />)
  mounted = { root, container }
  return container
}

export function unmountStory(): void {
  if (!mounted) return
  mounted.root.unmount()
  mounted.container.remove()
  mounted = null
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Waits until what is shown is final: fonts loaded, every image in `element` loaded and decoded
 * (lazy images are made eager, so images below the fold are there too), nothing focused, two
 * frames painted.
 */
export async function settle(element: Element): Promise<void> {
  await document.fonts.ready
  const images = Array.from(element.querySelectorAll('img'))
  for (const image of images) image.loading = 'eager'
  await Promise.all(
    images.map(async (image) => {
      if (!image.complete) {
        await new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true })
          image.addEventListener('error', () => resolve(), { once: true })
        })
      }
      // A broken image (the placeholder case) cannot be decoded; its box is what is shown.
      await image.decode().catch(() => undefined)
    }),
  )
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  await frame()
  await frame()
}

/** Polls `find` until it returns an element (a story's data arrives from the mock shop). */
export async function waitForElement<T extends Element>(
  find: () => T | null | undefined,
  what: string,
  timeout = 10_000,
): Promise<T> {
  const started = Date.now()
  for (;;) {
    const element = find()
    if (element) return element
    if (Date.now() - started > timeout) throw new Error(`visual: ${what} never appeared`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
