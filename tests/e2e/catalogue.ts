/**
 * The Bangla catalogue (src/i18n/locales/bn.po) for the e2e specs: `bn('Add to Cart')` is the text a
 * Bangla page shows for an English message, so the specs find elements by what a Bangla reader
 * sees, and `englishLeft` lists the interface texts still in English on a page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Page } from '@playwright/test'
import PO from 'pofile'

const CATALOGUE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/i18n/locales/bn.po')

/** English message -> Bangla message (only translated entries). */
const messages = new Map(
  PO.parse(fs.readFileSync(CATALOGUE, 'utf8'))
    .items.filter((item) => item.msgid !== '' && item.msgstr[0])
    .map((item) => [item.msgid, item.msgstr[0]] as const),
)

/**
 * The Bangla text of an English message, with its `{name}` placeholders filled in; throws when the
 * catalogue has no translation (a test never passes by looking for an English text).
 */
export function bn(english: string, values: Record<string, string | number> = {}): string {
  const message = messages.get(english)
  if (message === undefined) throw new Error(`No Bangla translation of "${english}" in ${CATALOGUE}`)
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A whole-text matcher for a translated message with placeholders: `{0}` and `{name}` match anything. */
export function bnPattern(english: string): RegExp {
  const escaped = bn(english)
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${escaped.join('.+')}$`)
}

/**
 * The interface messages an English page shows that a Bangla page must not: every translated
 * message whose Bangla differs from its English (brand names such as 'Facebook' are the same in
 * both), without placeholders or plurals, of at least two letters.
 */
const ENGLISH_TEXTS = new Set(
  [...messages]
    .filter(([english, bangla]) => english !== bangla && !/[{<]/.test(english) && /[A-Za-z]{2}/.test(english))
    .map(([english]) => english),
)

/**
 * The English interface texts on the page: whole text nodes and the accessible texts of attributes
 * (aria-label, placeholder, alt, title, the mobile tables' data-label) of rendered elements,
 * visually-hidden ones included (a screen reader reads them). Texts the API sends (product and
 * category names, server messages) are shown as they come; `apiTexts` lists those the page may
 * show that happen to equal an interface message. Each text left is listed with where it is.
 */
export async function englishLeft(page: Page, apiTexts: readonly string[] = []): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts: Array<{ text: string; where: string }> = []
    const rendered = (element: Element | null) =>
      element !== null && element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
    /** Where an element is, for the failure message: its tag and class, inside its landmark. */
    const where = (element: Element) => {
      const landmark = element.closest('header, nav, main, footer, aside, [role="dialog"], section[aria-label]')
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}${
          typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
        }`
      return landmark && landmark !== element ? `${name(landmark)} > ${name(element)}` : name(element)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template') || !rendered(parent)) continue
      const text = node.textContent?.trim()
      if (text) texts.push({ text, where: where(parent) })
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title], [data-label]')) {
      if (!rendered(element)) continue
      for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'data-label']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push({ text: value, where: `${where(element)} @${name}` })
      }
    }
    texts.push({ text: document.title, where: 'title' })
    return texts
  })
  const allowed = new Set(apiTexts)
  const left = shown.filter(({ text }) => ENGLISH_TEXTS.has(text) && !allowed.has(text))
  return [...new Set(left.map(({ text, where }) => `${text} (${where})`))]
}

/** The page's main content shows prices in Bangla digits (৳১২.০০) and none in ASCII digits. */
export async function expectBanglaPrices(page: Page): Promise<void> {
  const main = page.getByRole('main')
  await expect(main.getByText(/^৳[০-৯,]+\.[০-৯]{2}$/).first()).toBeVisible()
  await expect(main.getByText(/^৳[0-9,]+\.[0-9]{2}$/)).toHaveCount(0)
}
