/**
 * The browser's connection as a story sees it: `navigator.onLine` overridden in the story's
 * window and the `online`/`offline` events sent, as the browser does when the network drops.
 */
let online = true

function install(): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
}

export function goOffline(): void {
  install()
  online = false
  window.dispatchEvent(new Event('offline'))
}

export function goOnline(): void {
  install()
  online = true
  window.dispatchEvent(new Event('online'))
}

/** Starts the story offline; the returned cleanup gives the window its real connection back. */
export function startOffline(): () => void {
  install()
  online = false
  return () => {
    online = true
    Reflect.deleteProperty(window.navigator, 'onLine')
  }
}
