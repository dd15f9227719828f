/**
 * Before the visual project launches Chromium: the fonts its fontconfig may see
 * (tests/visual/fonts.conf reads node_modules/.cache/visual-fonts and nothing else) are written
 * there as TrueType files, unwrapped from the pinned @fontsource packages' WOFF files: the same
 * faces setup.ts loads as web fonts (Noto Sans 400, 400 italic, 500, 700; Noto Sans Bengali 400,
 * 500, 700, which has the taka sign; Noto Sans Symbols 2 400 for ♥ ♡ ✓). Decision 0030.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { woffToSfnt } from './woff'

const root = fileURLToPath(new URL('../../', import.meta.url))
export const PINNED_FONTS_DIR = path.join(root, 'node_modules/.cache/visual-fonts')
const PACKAGES = ['@fontsource/noto-sans', '@fontsource/noto-sans-bengali', '@fontsource/noto-sans-symbols-2']
const FACES = /-(?:(?:400|500|700)-normal|400-italic)\.woff$/

export default function writePinnedFonts(): void {
  mkdirSync(PINNED_FONTS_DIR, { recursive: true })
  let count = 0
  for (const name of PACKAGES) {
    const files = path.join(root, 'node_modules', name, 'files')
    for (const file of readdirSync(files).filter((f) => FACES.test(f))) {
      const ttf = woffToSfnt(readFileSync(path.join(files, file)))
      const target = path.join(PINNED_FONTS_DIR, file.replace(/\.woff$/, '.ttf'))
      // Unchanged files keep their time stamp, so fontconfig's cache of the folder stays valid.
      if (!existsSync(target) || !readFileSync(target).equals(ttf)) writeFileSync(target, ttf)
      count++
    }
  }
  if (count === 0) throw new Error(`visual: no pinned font files found in ${PACKAGES.join(', ')}`)
}
