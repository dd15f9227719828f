/* eslint-disable lingui/no-unlocalized-strings -- font names and CSS descriptors, never shown */
import regularUrl from '@/i18n/fonts/noto-sans-bengali-bengali-400-normal.woff2?url'
import boldUrl from '@/i18n/fonts/noto-sans-bengali-bengali-700-normal.woff2?url'

/** The family global.css lists first on Bangla pages; until its faces are added, it matches nothing. */
const FAMILY = 'Storefront Bengali'
/** The Bengali characters (the files are the font's Bengali subset). */
const UNICODE_RANGE = 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC'
/** Each face: the phone's own copy first (then nothing is downloaded), else the self-hosted woff2. */
const FACES = [
  { weight: '400', local: ['Noto Sans Bengali', 'NotoSansBengali-Regular'], url: regularUrl },
  { weight: '700', local: ['Noto Sans Bengali Bold', 'NotoSansBengali-Bold'], url: boldUrl },
] as const

function sourceOf(face: (typeof FACES)[number]): string {
  return [
    ...face.local.map((name) => `local(${JSON.stringify(name)})`),
    `url(${JSON.stringify(face.url)}) format("woff2")`,
  ].join(', ')
}

/** The faces, not loaded yet (nothing is fetched until one is loaded or used). */
function banglaFontFaces(): FontFace[] {
  return FACES.map(
    (face) =>
      new FontFace(FAMILY, sourceOf(face), {
        weight: face.weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: UNICODE_RANGE,
      }),
  )
}

/**
 * A Bangla page's self-hosted font, Noto Sans Bengali 400 and 700. src/main.tsx imports this
 * module and calls this once the page has loaded and the main thread is idle: until then the text
 * is drawn in the phone's own Bengali font with Noto Sans Bengali's metrics (global.css), so the
 * swap moves nothing. Before that, the two woff2 files (92 KB) were fetched with the first screen
 * and delayed its image (LCP of /bn, decision 0057).
 *
 * The faces are loaded outside the document and added to it together once loaded (decision
 * 0068), so the page's text is laid out again once: a stylesheet of `@font-face` rules had it laid
 * out when it was added and again as each face arrived (~120-200 ms each at 4x CPU on /bn,
 * docs/perf.md). A face that fails to load is not added: the fallback stays, and nothing is laid
 * out again for it.
 */
export function loadBanglaFont(): void {
  if (typeof FontFace === 'undefined') return
  const faces = banglaFontFaces()
  void Promise.allSettled(faces.map((face) => face.load())).then((results) => {
    faces.forEach((face, index) => {
      if (results[index]?.status === 'fulfilled') document.fonts.add(face)
    })
  })
}

/** Storybook: the faces in the document from the start, as a Bangla page has them once loaded. */
export function addBanglaFont(): void {
  for (const face of banglaFontFaces()) document.fonts.add(face)
}
