import { describe, expect, it } from 'vitest'
import { transformLingui } from '../../../scripts/lingui-macros'

const source = `
import { useLingui } from '@lingui/react/macro'
import { msg, plural } from '@lingui/core/macro'
export const addToCart = msg\`Add to Cart\`
export function Showing({ count, name }: { count: number; name: string }) {
  const { t } = useLingui()
  return <p aria-label={t\`Hello \${name}\`}>{t\`\${plural(count, { one: '# item', other: '# items' })}\`}</p>
}
`

describe('the Lingui macros on Vite (scripts/lingui-macros.ts)', () => {
  it('keeps each English message in the code, compiled, and imports useLingui from src/i18n/lingui', async () => {
    const result = await transformLingui(source, '/project/src/Showing.tsx')
    const code = result?.code ?? ''
    expect(code).not.toContain('@lingui/react/macro')
    expect(code).not.toContain('@lingui/core/macro')
    expect(code).toMatch(/import \{ useLingui as \w+ \} from "@\/i18n\/lingui"/)
    // Compiled messages: plain text, a placeholder, a plural (no parser needed in the browser).
    expect(code).toMatch(/message: \["Add to Cart"\]/)
    expect(code).toMatch(/message: \["Hello ", \["name"\]\]/)
    expect(code).toMatch(
      /message: \[\["count", "plural", \{[^}]*one: \["#", " item"\],\s*other: \["#", " items"\]\s*\}\]\]/,
    )
    expect(code).toMatch(/id: "[\w+/-]{6}"/)
  })

  it("compiles only the macro's descriptors, not other objects with an id and a message", async () => {
    const result = await transformLingui(
      `import { msg } from '@lingui/core/macro'\nexport const a = msg\`Hi\`\nexport const b = { id: "x", message: "y" }`,
      '/project/src/a.ts',
    )
    expect(result?.code).toContain('message: ["Hi"]')
    expect(result?.code).toContain('message: "y"')
  })
})

describe('the Trans macro', () => {
  it('compiles the message of a <Trans> with elements and imports Trans from src/i18n/Trans', async () => {
    const result = await transformLingui(
      `import { Trans } from '@lingui/react/macro'\nexport const A = ({ n }: { n: string }) => <p><Trans>The minimum is <strong>{n}</strong>.</Trans></p>`,
      '/project/src/A.tsx',
    )
    const code = result?.code ?? ''
    expect(code).toMatch(/import \{ Trans as \w+ \} from "@\/i18n\/Trans"/)
    // The Trans macro spreads a descriptor into the element: compiled like the others.
    expect(code).toMatch(/message: \["The minimum is <0>", \["n"\], "<\/0>\."\]/)
  })
})
