/**
 * The app's toasts. react-toastify is fetched on the first toast (or when the browser is idle,
 * see src/app/Toasts.tsx), so it stays out of the first load. react-toastify queues a toast shown
 * before its container mounts and shows it when the container arrives.
 *
 * Use this module, not 'react-toastify', in app code (decision 0022). The library comes from its
 * unstyled entry: the main one writes its own stylesheet into the page when the container mounts,
 * its variables on :root, which restyles every element (the app loads the stylesheet itself,
 * scoped to the container by scripts/toastify-scope.ts).
 */
import type { MessageDescriptor } from '@lingui/core'
import type { ReactElement } from 'react'
import type * as ReactToastify from 'react-toastify/unstyled'
import type { ToastOptions } from 'react-toastify/unstyled'
import { i18n, translateText, type Text } from '@/i18n/lingui'
import { afterNextPaint } from './idle'

type ToastLibrary = typeof ReactToastify
type Kind = 'success' | 'error' | 'warning' | 'info'
/** A text, or an element for a toast with a button (the update prompt). */
type Content = Text | ReactElement

let library: Promise<ToastLibrary> | null = null
const requested = new Set<() => void>()

/**
 * The library, fetched once (again after a failed fetch), after the next paint: the first toast is
 * asked for inside a press (Add to Cart), and the import's start (Vite's preload helper appends the
 * chunk's <link>s) was 40 % of that click's handler at 4x CPU (docs/perf.md).
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (!library) {
    library = afterNextPaint()
      .then(() => import('react-toastify/unstyled'))
      .catch((error: unknown) => {
        library = null
        throw error
      })
    for (const listener of requested) listener()
  }
  return library
}

/** Calls `listener` when the library is first asked for (the host mounts the container then). */
export function onToastLibraryRequested(listener: () => void): () => void {
  requested.add(listener)
  return () => requested.delete(listener)
}

function isDescriptor(content: Content): content is MessageDescriptor {
  return typeof content === 'object' && 'id' in content && !('type' in content)
}

function show(kind: Kind, content: Content, options?: ToastOptions): void {
  loadToastLibrary().then(
    ({ toast }) => {
      toast[kind](
        isDescriptor(content) || typeof content === 'string' ? translateText(i18n, content) : content,
        options,
      )
    },
    (error: unknown) => console.error('[toast] could not show:', content, error),
  )
}

export const toast = {
  success: (content: Text, options?: ToastOptions) => show('success', content, options),
  error: (content: Text, options?: ToastOptions) => show('error', content, options),
  warning: (content: Text, options?: ToastOptions) => show('warning', content, options),
  info: (content: Content, options?: ToastOptions) => show('info', content, options),
}
