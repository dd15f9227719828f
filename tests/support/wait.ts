/** Polls `condition` every 10 ms; resolves true when it holds, false after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs = 3000): Promise<boolean> {
  const start = performance.now()
  for (;;) {
    if (condition()) return true
    if (performance.now() - start > timeoutMs) return false
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Waits until `condition` holds for `quietMs` in a row (false after `timeoutMs`). */
export async function waitUntilSteady(condition: () => boolean, quietMs: number, timeoutMs = 3000): Promise<boolean> {
  const start = performance.now()
  let since: number | null = null
  for (;;) {
    const now = performance.now()
    if (condition()) {
      since ??= now
      if (now - since >= quietMs) return true
    } else {
      since = null
    }
    if (now - start > timeoutMs) return false
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
