import { useEffect } from 'react'

/**
 * Sets `<meta name={name} content={content}>` in the document head while the page is shown and
 * puts back what was there before (index.html carries a default description). Nothing changes
 * while `content` is empty. An effect rather than React 19's hoisted `<meta>`, which would add a
 * second description next to index.html's instead of replacing it.
 */
export function useMetaTag(name: string, content: string | null | undefined): void {
  useEffect(() => {
    const value = (content ?? '').trim()
    if (!value) return
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
    const created = tag === null
    if (!tag) {
      tag = document.createElement('meta')
      tag.name = name
      document.head.appendChild(tag)
    }
    const previous = tag.content
    tag.content = value
    const element = tag
    return () => {
      if (created) element.remove()
      else element.content = previous
    }
  }, [name, content])
}
