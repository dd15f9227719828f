import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useLoadState, useRetry, type LoadState } from '@/hooks/useRetry'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root | null = null
const seen: Array<ReturnType<typeof useRetry>> = []
const latest = () => seen.at(-1)

function Probe({ revalidate }: { revalidate: () => Promise<unknown> }) {
  seen.push(useRetry(revalidate))
  return null
}

function render(revalidate: () => Promise<unknown>) {
  root ??= createRoot(document.createElement('div'))
  act(() => root?.render(<Probe revalidate={revalidate} />))
}

function deferred() {
  let resolve: () => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useRetry', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = null
    seen.length = 0
  })

  it('is busy only while the retry the shopper asked for is in flight', async () => {
    const call = deferred()
    let asked = 0
    render(() => {
      asked += 1
      return call.promise
    })
    expect(latest()?.retrying).toBe(false)
    act(() => latest()?.retry())
    expect(asked).toBe(1)
    expect(latest()?.retrying).toBe(true)
    await act(async () => {
      call.resolve()
      await call.promise
    })
    expect(latest()?.retrying).toBe(false)
  })

  it('settles after a failed retry too, with nothing unhandled', async () => {
    const call = deferred()
    render(() => call.promise)
    act(() => latest()?.retry())
    expect(latest()?.retrying).toBe(true)
    await act(async () => {
      call.reject(new Error('Server Error'))
      await call.promise.catch(() => undefined)
    })
    expect(latest()?.retrying).toBe(false)
  })
})

type Answer = { isLoading: boolean; isValidating: boolean; error: unknown; mutate: () => Promise<unknown> }
const states: LoadState[] = []

function LoadProbe({ answer }: { answer: Answer }) {
  states.push(useLoadState(answer))
  return null
}

function renderLoad(answer: Answer) {
  root ??= createRoot(document.createElement('div'))
  act(() => root?.render(<LoadProbe answer={answer} />))
}

describe('useLoadState (the catalogue pages)', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = null
    states.length = 0
  })

  it('loading only while the first answer is awaited, never after a failure', () => {
    const mutate = () => Promise.resolve()
    renderLoad({ isLoading: true, isValidating: true, error: undefined, mutate })
    expect(states.at(-1)).toMatchObject({ loading: true, retrying: false })
    renderLoad({ isLoading: true, isValidating: true, error: new Error('500'), mutate })
    expect(states.at(-1)).toMatchObject({ loading: false, retrying: false })
  })

  it("SWR's own retry after a failure is not 'Trying again…'; the shopper's is, until it settles", async () => {
    const call = deferred()
    let asked = 0
    const mutate = () => {
      asked += 1
      return call.promise
    }
    // SWR revalidates the failed call in the background: still only the failure.
    renderLoad({ isLoading: false, isValidating: true, error: new Error('500'), mutate })
    expect(states.at(-1)?.retrying).toBe(false)
    act(() => states.at(-1)?.onRetry())
    expect(asked).toBe(1)
    expect(states.at(-1)?.retrying).toBe(true)
    await act(async () => {
      call.resolve()
      await call.promise
    })
    expect(states.at(-1)?.retrying).toBe(false)
  })
})
