import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs'

/** Debian's Chromium and its flags: scripts/chromium.mjs (the benchmark and the icon renderer use it too). */
export { chromiumPath } from '../scripts/chromium.mjs'
export const chromiumArgs = [...CHROMIUM_ARGS]

/**
 * The environment of a Chromium that sees only the fonts the project ships: fontconfig reads
 * tests/visual/fonts.conf (the pinned Noto Sans and Noto Sans Bengali) instead of the machine's
 * configuration, so the visual baselines do not change with the fonts a machine has installed
 * (docs/decisions/0030-pinned-fonts-for-baselines.md).
 */
export function pinnedFontsEnv(): Record<string, string | undefined> {
  return { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./visual/fonts.conf', import.meta.url)) }
}
