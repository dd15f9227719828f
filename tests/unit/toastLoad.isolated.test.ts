/**
 * The toast library is imported after the next paint, not in the task that asks for the first
 * toast (inside Add to Cart's click, its import's <link>s cost the click: docs/perf.md).
 */
import { describe, expect, it, vi } from 'vitest'

const imported = vi.hoisted(() => ({ count: 0 }))
vi.mock('react-toastify/unstyled', async (importOriginal) => {
  imported.count += 1
  return importOriginal()
})

// The next paint, released by the test.
const paint = vi.hoisted(() => ({ release: (): void => undefined }))
vi.mock('@/lib/idle', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  afterNextPaint: () => new Promise<void>((resolve) => (paint.release = resolve)),
}))

const { loadToastLibrary } = await import('@/lib/toast')

describe('loadToastLibrary', () => {
  it('imports react-toastify only once the next paint has come', async () => {
    const library = loadToastLibrary()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(imported.count).toBe(0)
    paint.release()
    await expect(library).resolves.toHaveProperty('toast')
    expect(imported.count).toBe(1)
  })
})
