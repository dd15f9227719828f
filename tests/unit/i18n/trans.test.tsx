import { setupI18n } from '@lingui/core'
import { Trans } from '@lingui/react/macro'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nContext } from '@/i18n/lingui'

function Remove({ name }: { name: string }) {
  return (
    <button type="button">
      <Trans>
        Remove <span className="visually-hidden">{name} from the cart</span>
      </Trans>
    </button>
  )
}

describe('<Trans> (src/i18n/Trans.tsx)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows a value with tags in it as text: never read as an element of the message, nothing lost', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const name = '<script>alert(1)</script> Napa <b>500</b> <0/>'
    const html = renderToStaticMarkup(<Remove name={name} />)
    expect(html).toBe(
      '<button type="button">Remove <span class="visually-hidden">&lt;script&gt;alert(1)&lt;/script&gt; Napa &lt;b&gt;500&lt;/b&gt; &lt;0/&gt; from the cart</span></button>',
    )
    expect(errors).not.toHaveBeenCalled()
  })

  it('places the element and the value where the translation puts them', () => {
    const ids = Object.keys(extractIds())
    expect(ids).toHaveLength(1)
    const descriptorId = ids[0] ?? ''
    const i18n = setupI18n({
      locale: 'bn',
      messages: { bn: { [descriptorId]: ['<0>', ['name'], ' কার্ট থেকে</0> সরান'] } },
    })
    const html = renderToStaticMarkup(
      <I18nContext value={i18n}>
        <Remove name="Napa <b>" />
      </I18nContext>,
    )
    expect(html).toBe(
      '<button type="button"><span class="visually-hidden">Napa &lt;b&gt; কার্ট থেকে</span> সরান</button>',
    )
  })
})

/** The message id the macro gave Remove's text (read from what it renders with an empty catalogue). */
function extractIds(): Record<string, true> {
  const seen: Record<string, true> = {}
  const i18n = setupI18n({ locale: 'bn', messages: { bn: {} } })
  i18n.on('missing', ({ id }) => {
    seen[id] = true
  })
  renderToStaticMarkup(
    <I18nContext value={i18n}>
      <Remove name="x" />
    </I18nContext>,
  )
  return seen
}
