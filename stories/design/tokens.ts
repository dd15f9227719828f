/**
 * Reads the design tokens out of src/styles/tokens.css itself (the file's text, bundled at build
 * time), so the Design/Tokens page lists exactly the custom properties the app has: a token added,
 * renamed or removed there shows up here with no edit to the docs.
 */
import tokensCss from '@/styles/tokens.css?raw'

export interface TokenOverride {
  /** e.g. '(prefers-reduced-motion: reduce)' */
  media: string
  value: string
}

export interface Token {
  /** e.g. '--color-primary' */
  name: string
  /** The value as written in tokens.css. */
  value: string
  /** The comment heading the token sits under, e.g. 'Brand'. */
  group: string
  /** Values the token takes under @media blocks of tokens.css. */
  overrides: TokenOverride[]
}

const DECLARATION = /\/\*([\s\S]*?)\*\/|(--[\w-]+)\s*:\s*([^;]+);/g

function clean(value: string): string {
  return value.trim().replace(/\s+/g, ' ')
}

/** The body of the block whose `{` is at `open`, with nested blocks. */
function blockBody(css: string, open: number): { body: string; end: number } {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++
    else if (css[i] === '}' && --depth === 0) return { body: css.slice(open + 1, i), end: i }
  }
  return { body: css.slice(open + 1), end: css.length }
}

/** Drops comments outside any block (file headers may mention `@media` or `:root`). */
function stripTopLevelComments(css: string): string {
  let out = ''
  let depth = 0
  for (let i = 0; i < css.length; i++) {
    if (depth === 0 && css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2)
      i = close < 0 ? css.length : close + 1
      continue
    }
    if (css[i] === '{') depth++
    else if (css[i] === '}') depth--
    out += css[i]
  }
  return out
}

/**
 * Parses tokens.css: the top-level `:root { ... }` gives the tokens (comments start groups);
 * `@media ... { :root { ... } }` blocks give their overrides.
 */
export function parseTokens(css: string): Token[] {
  const tokens: Token[] = []
  const byName = new Map<string, Token>()
  const source = stripTopLevelComments(css)
  let index = 0
  while (index < source.length) {
    const media = source.indexOf('@media', index)
    const root = source.indexOf(':root', index)
    if (root < 0) break
    if (media >= 0 && media < root) {
      const open = source.indexOf('{', media)
      const query = clean(source.slice(media + '@media'.length, open))
      const { body, end } = blockBody(source, open)
      const innerOpen = body.indexOf('{', body.indexOf(':root'))
      if (body.includes(':root') && innerOpen >= 0) {
        for (const match of blockBody(body, innerOpen).body.matchAll(DECLARATION)) {
          const token = match[2] ? byName.get(match[2]) : undefined
          if (token && match[3]) token.overrides.push({ media: query, value: clean(match[3]) })
        }
      }
      index = end + 1
      continue
    }
    const { body, end } = blockBody(source, source.indexOf('{', root))
    let group = 'Other'
    for (const match of body.matchAll(DECLARATION)) {
      if (match[1] !== undefined) {
        group = clean(match[1])
      } else if (match[2] && match[3]) {
        const token: Token = { name: match[2], value: clean(match[3]), group, overrides: [] }
        tokens.push(token)
        byName.set(token.name, token)
      }
    }
    index = end + 1
  }
  return tokens
}

export const TOKENS: readonly Token[] = parseTokens(tokensCss)

export function tokensWithPrefix(...prefixes: string[]): Token[] {
  return TOKENS.filter((token) => prefixes.some((prefix) => token.name.startsWith(prefix)))
}
