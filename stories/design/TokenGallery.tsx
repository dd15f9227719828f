import { tokensWithPrefix, type Token } from './tokens'
import styles from './TokenGallery.module.css'

function TokenName({ token }: { token: Token }) {
  return (
    <div className={styles.meta}>
      <code className={styles.name}>{token.name}</code>
      <span className={styles.value}>{token.value}</span>
      {token.overrides.map((override) => (
        <span key={override.media} className={styles.value}>
          {override.value} when {override.media}
        </span>
      ))}
    </div>
  )
}

export type TokenKind =
  | 'color'
  | 'fontSize'
  | 'fontWeight'
  | 'lineHeight'
  | 'fontFamily'
  | 'space'
  | 'radius'
  | 'shadow'
  | 'duration'
  | 'easing'
  | 'plain'

const SAMPLE = 'Napa 500 mg ৳1,250.00 নাপা'

function Sample({ token, kind }: { token: Token; kind: TokenKind }) {
  const v = `var(${token.name})`
  switch (kind) {
    case 'color':
      return <div className={styles.swatch} style={{ background: v }} />
    case 'fontSize':
      return (
        <p className={styles.text} style={{ fontSize: v }}>
          {SAMPLE}
        </p>
      )
    case 'fontWeight':
      return (
        <p className={styles.text} style={{ fontWeight: v }}>
          {SAMPLE}
        </p>
      )
    case 'fontFamily':
      return (
        <p className={styles.text} style={{ fontFamily: v }}>
          {SAMPLE}
        </p>
      )
    case 'lineHeight':
      return (
        <p className={`${styles.text} ${styles.paragraph}`} style={{ lineHeight: v }}>
          Paracetamol relieves fever, headache, toothache and mild to moderate pain. জ্বর ও ব্যথা উপশমে কার্যকর।
        </p>
      )
    case 'space':
      return <div className={styles.bar} style={{ width: v }} />
    case 'radius':
      return <div className={styles.box} style={{ borderRadius: v }} />
    case 'shadow':
      return <div className={styles.box} style={{ boxShadow: v }} />
    case 'duration':
      return (
        <div className={styles.track} title="Hover to play">
          <div className={styles.dot} style={{ transitionDuration: v }} />
        </div>
      )
    case 'easing':
      return (
        <div className={styles.track} title="Hover to play">
          <div className={styles.dot} style={{ transitionTimingFunction: v }} />
        </div>
      )
    default:
      return null
  }
}

export interface TokenListProps {
  /** Token names starting with any of these, e.g. '--color-'. */
  prefix: string | string[]
  kind: TokenKind
}

/** The tokens of tokens.css with one of the prefixes, each rendered with its var(). */
export function TokenList({ prefix, kind }: TokenListProps) {
  const tokens = tokensWithPrefix(...(Array.isArray(prefix) ? prefix : [prefix]))
  if (tokens.length === 0)
    return <p>No tokens named {Array.isArray(prefix) ? prefix.join(', ') : prefix} in tokens.css.</p>

  if (kind === 'plain') {
    return (
      <table className={`sb-unstyled ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.name}>
              <td>
                <code>{token.name}</code>
              </td>
              <td>{token.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  }

  const groups = new Map<string, Token[]>()
  for (const token of tokens) groups.set(token.group, [...(groups.get(token.group) ?? []), token])
  const wide = kind !== 'color'

  return (
    // sb-unstyled: keep Storybook's docs typography off these lists and swatches.
    <div className={`sb-unstyled ${styles.groups}`}>
      {[...groups].map(([group, items]) => (
        <div key={group}>
          {kind === 'color' && <h3 className={styles.group}>{group}</h3>}
          <ul className={wide ? styles.rows : styles.grid}>
            {items.map((token) => (
              <li key={token.name} className={wide ? styles.row : styles.cell}>
                <Sample token={token} kind={kind} />
                <TokenName token={token} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
