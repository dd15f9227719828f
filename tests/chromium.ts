import { fileURLToPath } from 'node:url'

/** Debian's Chromium (README: Scripts), with the flags that work as root in a container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}

/**
 * The environment of a Chromium that sees only the fonts the project ships: fontconfig reads
 * tests/visual/fonts.conf (the pinned Noto Sans and Noto Sans Bengali) instead of the machine's
 * configuration, so the visual baselines do not change with the fonts a machine has installed
 * (docs/decisions/0030-pinned-fonts-for-baselines.md).
 */
export function pinnedFontsEnv(): Record<string, string | undefined> {
  return { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./visual/fonts.conf', import.meta.url)) }
}
