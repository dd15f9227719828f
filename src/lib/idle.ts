/** Runs `task` when the browser is idle (or after 2 s where requestIdleCallback is missing); returns a cancel function. */
export function whenIdle(task: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 2000)
  return () => window.clearTimeout(id)
}
