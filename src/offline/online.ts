/**
 * Whether the browser says it has a network connection (`navigator.onLine`, `online`/`offline`
 * events). The server and a hydrating page assume online, so the HTML and the hydration render
 * agree; the real state shows from the render after.
 */
import { useSyncExternalStore } from 'react'

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
