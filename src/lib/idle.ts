/**
 * Runs `task` when the browser is idle (at most `timeout` ms later), or after `fallbackMs` where
 * requestIdleCallback is missing; returns a cancel function. Each call is a task of its own.
 */
export function whenIdle(task: () => void, timeout = 5000, fallbackMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, fallbackMs)
  return () => window.clearTimeout(id)
}
