/**
 * Vite plugin: react-toastify's stylesheet declares its custom properties on `:root`; this moves
 * them to `.Toastify`, the container section that holds every toast. The sheet arrives after the
 * page is drawn (with the toast container, at the shopper's first press), and a `:root` rule then
 * restyles every element of the page, since custom properties are inherited (152-314 ms at 4x CPU
 * on the desktop `/`, 14-35 ms scoped: docs/perf.md). Fails the build if the sheet no longer has
 * exactly one `:root` rule (a new version of the library: look again).
 */
import type { Plugin } from 'vite'

const SHEET = /[\\/]react-toastify[\\/]dist[\\/]ReactToastify\.css$/

export function scopeToastifyVariables(code: string): string {
  const roots = code.match(/:root\s*\{/g)?.length ?? 0
  if (roots !== 1) throw new Error(`react-toastify's stylesheet has ${roots} :root rules, expected 1`)
  return code.replace(/:root(\s*\{)/, '.Toastify$1')
}

export function toastifyScope(): Plugin {
  return {
    name: 'toastify-scope',
    enforce: 'pre',
    transform(code, id) {
      if (!SHEET.test(id.split('?')[0] ?? id)) return null
      return { code: scopeToastifyVariables(code), map: null }
    },
  }
}
