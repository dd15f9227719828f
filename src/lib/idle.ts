import { startTransition } from 'react'

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

/**
 * Resolves in a task of its own (a zero-delay timer): what follows the `await` is not part of the
 * task that came before, so two pieces of start-up work never make one long task, and the browser
 * may run others (input, a frame) in between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve))

/** Resolves once the page's load event has fired (at once if it has). */
export const afterLoad = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))

/**
 * Runs `task` once, at the shopper's first press (finger, mouse, pen) or key anywhere in the page:
 * before the click it may lead to, so a part needed on interaction is fetched while the finger is
 * still down. Returns a cancel function. Focus moved by a script (a dialog opening) is not intent.
 *
 * The task runs at once, inside a transition: a React state it sets (mounting a lazy part) renders
 * in the background instead of synchronously in the press. Set from a plain listener during a
 * press, it would take the press's discrete priority and be rendered before the press's own
 * handlers and its next paint (measured with `npm run perf:inp`, docs/perf.md).
 */
export function whenIntent(task: () => void): () => void {
  const listening = new AbortController()
  const run = () => {
    listening.abort()
    startTransition(task)
  }
  for (const type of ['pointerdown', 'keydown'])
    document.addEventListener(type, run, { capture: true, passive: true, signal: listening.signal })
  return () => listening.abort()
}

/**
 * Resolves after the browser's next paint (a task queued from the next frame's callbacks runs
 * after that frame is painted), or after 100 ms where no frame comes (a hidden tab). Work started
 * then, such as a chunk's import (Vite's preload helper adds its `<link>`s), is not in the paint
 * that answers the interaction that asked for it.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 100)
    requestAnimationFrame(() => setTimeout(resolve))
  })
