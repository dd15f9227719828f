import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useOneAtATime, type OneAtATime } from '@/lib/useOneAtATime'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
})

/** Renders the hook; `current()` is what the last render returned. */
function renderHook<K>(): () => OneAtATime<K> {
  let latest: OneAtATime<K> | null = null
  function Probe() {
    latest = useOneAtATime<K>()
    return null
  }
  root = createRoot(document.createElement('div'))
  act(() => root?.render(<Probe />))
  return () => {
    if (!latest) throw new Error('not rendered')
    return latest
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useOneAtATime', () => {
  it('runs one task; calls in the same task and after a re-render are refused until it settles', async () => {
    const current = renderHook<number>()
    const first = deferred<string>()
    let started = 0
    const task = () => {
      started += 1
      return first.promise
    }

    let running: Promise<string> | null = null
    await act(async () => {
      running = current().run(task, 7)
      // Same task, before React re-renders: refused.
      expect(current().run(task, 8)).toBeNull()
      expect(current().run(task, 9)).toBeNull()
      await Promise.resolve()
    })
    expect(started).toBe(1)
    expect(current().pending).toBe(7)
    // After the re-render: still refused.
    expect(current().run(task, 8)).toBeNull()
    expect(started).toBe(1)

    await act(async () => {
      first.resolve('done')
      await expect(running).resolves.toBe('done')
    })
    expect(current().pending).toBeNull()

    // Free again.
    let second: Promise<string> | null = null
    await act(async () => {
      second = current().run(() => Promise.resolve('again'), 3)
      await second
    })
    await expect(second).resolves.toBe('again')
    expect(current().pending).toBeNull()
  })

  it('starts the task synchronously (a form submit can still prevent the default)', () => {
    const current = renderHook<true>()
    let started = false
    act(() => {
      void current().run(() => {
        started = true
        return new Promise<void>(() => undefined)
      })
      expect(started).toBe(true)
    })
    expect(current().pending).toBe(true)
  })

  it('releases the lock when the task rejects or throws, passing the failure on', async () => {
    const current = renderHook<true>()
    const failure = new Error('offline')
    await act(async () => {
      await expect(current().run(() => Promise.reject(failure))).rejects.toBe(failure)
    })
    expect(current().pending).toBeNull()
    await act(async () => {
      await expect(
        current().run(() => {
          throw failure
        }),
      ).rejects.toBe(failure)
    })
    expect(current().pending).toBeNull()
    let ran = false
    await act(async () => {
      await current().run(() => {
        ran = true
        return Promise.resolve()
      })
    })
    expect(ran).toBe(true)
  })
})
