/**
 * Lingui's macros on Vite 8 (decision 0035): `@vitejs/plugin-react` 6 has no Babel any more and
 * `@rolldown/plugin-babel` needs Node 22, so this plugin runs `@babel/core` itself, only on the
 * modules that import a Lingui macro, before any other transform.
 *
 * Two passes:
 * 1. `@lingui/babel-plugin-lingui-macro` turns `t\`Add to Cart\``, `msg`, `plural` into message
 *    descriptors `{ id, message }`, keeping the English message in the code (`stripMessageField:
 *    false`).
 * 2. Each descriptor's English message is compiled here, at build time, into Lingui's compiled form
 *    (`["Hello ", ["name"]]`). An English page then needs no catalogue at all: Lingui falls back to
 *    the descriptor's message, already compiled, and the first visit carries no message parser and
 *    no second copy of its texts. Bangla pages load the compiled Bangla catalogue (src/i18n/lingui.ts).
 */
import { transformAsync, types as t, type PluginObj } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/
const SCRIPT = /\.(m?[jt]sx?)$/

/**
 * A Babel plugin: the macro's descriptors (`{ id: '…', message: 'Hello {name}' }`, which the macro
 * marks with a leading `i18n` comment) -> `{ id: '…', message: ['Hello ', ['name']] }`. Other
 * objects are left alone.
 */
export function compileDescriptorMessages(): PluginObj {
  return {
    name: 'storefront:compile-descriptor-messages',
    visitor: {
      ObjectExpression(path) {
        const marked = path.node.leadingComments?.some((comment) => comment.value.trim() === 'i18n')
        if (!marked) return
        const properties = path.node.properties
        const hasId = properties.some(
          (property) => t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'id' }),
        )
        if (!hasId) return
        for (const property of properties) {
          if (
            t.isObjectProperty(property) &&
            t.isIdentifier(property.key, { name: 'message' }) &&
            t.isStringLiteral(property.value)
          ) {
            property.value = t.valueToNode(compileMessage(property.value.value))
          }
        }
      },
    },
  }
}

export async function transformLingui(code: string, id: string): Promise<{ code: string; map: unknown } | null> {
  const parserOpts = { plugins: ['jsx', 'typescript'] as ('jsx' | 'typescript')[] }
  const expanded = await transformAsync(code, {
    filename: id,
    babelrc: false,
    configFile: false,
    parserOpts,
    sourceMaps: true,
    plugins: [[linguiMacro, { stripMessageField: false }]],
  })
  if (!expanded?.code) return null
  const compiled = await transformAsync(expanded.code, {
    filename: id,
    babelrc: false,
    configFile: false,
    parserOpts,
    inputSourceMap: expanded.map ?? undefined,
    sourceMaps: true,
    plugins: [compileDescriptorMessages],
  })
  if (!compiled?.code) return null
  return { code: compiled.code, map: compiled.map }
}

export function linguiMacros(): Plugin {
  return {
    name: 'storefront:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!SCRIPT.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null
      const result = await transformLingui(code, file)
      return result ? { code: result.code, map: result.map as never } : null
    },
  }
}
