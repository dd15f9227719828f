/**
 * The visual project renders composed stories (portable stories) with the Storybook preview's
 * annotations: the mock shop loader, the router / SWR / toast decorators and the per-story reset.
 *
 * Text is drawn in the fonts the project ships (decision 0030): Noto Sans, Noto Sans Bengali (the
 * taka sign ৳) and Noto Sans Symbols 2 (♥ ♡) from the pinned @fontsource packages, all loaded
 * before the first test. The browser sees no other font (tests/visual/fonts.conf).
 */
import '@fontsource/noto-sans/400.css'
import '@fontsource/noto-sans/400-italic.css'
import '@fontsource/noto-sans/500.css'
import '@fontsource/noto-sans/700.css'
import '@fontsource/noto-sans-bengali/400.css'
import '@fontsource/noto-sans-bengali/500.css'
import '@fontsource/noto-sans-bengali/700.css'
import '@fontsource/noto-sans-symbols-2/400.css'
import './fonts.css'
import { setProjectAnnotations } from '@storybook/react-vite'
import { beforeAll } from 'vitest'
import preview from '../../.storybook/preview'

setProjectAnnotations([preview])

/** Every pinned face is loaded up front, so no screenshot is taken while a font swaps in. */
beforeAll(async () => {
  // Bangla pages' fallback face is the device's own Bengali font (local() only, src/styles/global.css),
  // which this browser does not see: it never loads here, and is never drawn once the fonts have.
  const faces = Array.from(document.fonts).filter(
    (face) => face.family.replace(/["']/g, '') !== 'Storefront Bengali Fallback',
  )
  if (faces.length === 0) throw new Error('visual: the pinned font faces are not registered')
  await Promise.all(faces.map((face) => face.load()))
})
