/**
 * useServerText (src/lib/serverHtml.ts): text the server derived (a product's meta description)
 * is derived on the server, read from the document while the browser hydrates that HTML, and
 * derived again only when its source changes or in a page drawn in the browser.
 */
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ServerRenderContext, useServerText } from '@/lib/serverHtml'

let derived: string[] = []
let read = 0
let seen: string[] = []

function Probe({ source }: { source: string }) {
  const text = useServerText(
    source,
    () => {
      derived.push(source)
      return `derived from ${source}`
    },
    () => {
      read += 1
      return document.head.querySelector<HTMLMetaElement>('meta[name="probe"]')?.content ?? null
    },
  )
  seen.push(text)
  return <p>probe</p>
}

let root: Root | undefined
const container = document.createElement('div')

function serverHtml(source: string): string {
  return renderToString(
    <ServerRenderContext value={true}>
      <Probe source={source} />
    </ServerRenderContext>,
  )
}

function hydrate(source: string): void {
  container.innerHTML = serverHtml(source)
  document.body.append(container)
  derived = []
  read = 0
  seen = []
  act(() => {
    root = hydrateRoot(container, <Probe source={source} />)
  })
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  document.head.querySelector('meta[name="probe"]')?.remove()
})

function serverMeta(content: string): void {
  const meta = document.createElement('meta')
  meta.name = 'probe'
  meta.content = content
  document.head.append(meta)
}

describe('useServerText', () => {
  it('derives the text on the server', () => {
    derived = []
    read = 0
    serverHtml('napa')
    expect(derived).toEqual(['napa'])
    expect(read).toBe(0)
  })

  it('adopts what the document has while hydrating, and keeps it once hydration ends', async () => {
    serverMeta('the server’s text')
    hydrate('napa')
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    expect(derived).toEqual([])
    expect(read).toBe(1)
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set(['the server’s text']))
  })

  it('derives the text again once its source changes', () => {
    serverMeta('the server’s text')
    hydrate('napa')
    act(() => root?.render(<Probe source="seclo" />))
    expect(derived).toEqual(['seclo'])
    expect(seen.at(-1)).toBe('derived from seclo')
  })

  it('derives the text while hydrating when the document does not have it', () => {
    hydrate('napa')
    expect(read).toBe(1)
    // In the hydrating render and in the one when hydration ends (the derivations memoise).
    expect(new Set(derived)).toEqual(new Set(['napa']))
    expect(new Set(seen)).toEqual(new Set(['derived from napa']))
  })

  it('derives the text in a page drawn in the browser, without reading the document', () => {
    serverMeta('a previous page’s text')
    document.body.append(container)
    derived = []
    read = 0
    seen = []
    root = createRoot(container)
    act(() => root?.render(<Probe source="napa" />))
    expect(read).toBe(0)
    expect(seen).toEqual(['derived from napa'])
  })
})
