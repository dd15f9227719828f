import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, transition, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import type { PopupAd } from '@/api/entities'
import { POPUP_DELAY_MS, popupAdMachine, type PopupAdEvent } from '@machines/popupAd'

const AD: PopupAd = { url: '/offers', image: 'popup-offer.svg' }

/** A promise the test settles by hand, standing in for one call. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** The machine with controllable calls; counts how often each call was made. */
function start(onHome = true) {
  const status = deferred<boolean>()
  const ad = deferred<PopupAd | null>()
  const calls = { checkStatus: 0, loadAd: 0 }
  const machine = popupAdMachine.provide({
    actors: {
      checkStatus: fromPromise(() => {
        calls.checkStatus += 1
        return status.promise
      }),
      loadAd: fromPromise(() => {
        calls.loadAd += 1
        return ad.promise
      }),
    },
  })
  const actor = createActor(machine, { input: { onHome } })
  actor.start()
  return { actor, status, ad, calls }
}

/** Lets settled promises reach the actor. */
const flush = () => vi.advanceTimersByTimeAsync(0)

describe('popup advertisement machine (actor)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens about 1 s after the ad is known when the status is active, and closes for good', async () => {
    const { actor, status, ad } = start()
    expect(actor.getSnapshot().value).toBe('checking')
    status.resolve(true)
    await flush()
    expect(actor.getSnapshot().value).toBe('loading')
    ad.resolve(AD)
    await flush()
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(actor.getSnapshot().context.ad).toEqual(AD)

    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(true)

    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('does not load the ad or open when the status is inactive', async () => {
    const { actor, status, calls } = start()
    status.resolve(false)
    await flush()
    expect(actor.getSnapshot().value).toBe('off')
    await vi.advanceTimersByTimeAsync(5 * POPUP_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('off')
    expect(calls.loadAd).toBe(0)
  })

  it('stays closed when the status call fails', async () => {
    const { actor, status, calls } = start()
    status.reject(new Error('500'))
    await flush()
    expect(actor.getSnapshot().value).toBe('off')
    expect(calls.loadAd).toBe(0)
  })

  it('stays closed when there is no ad, or loading it fails', async () => {
    const empty = start()
    empty.status.resolve(true)
    await flush()
    empty.ad.resolve(null)
    await flush()
    expect(empty.actor.getSnapshot().value).toBe('off')

    const failing = start()
    failing.status.resolve(true)
    await flush()
    failing.ad.reject(new Error('broken image'))
    await flush()
    expect(failing.actor.getSnapshot().value).toBe('off')
  })

  it('fetches nothing until the home page is shown', async () => {
    const { actor, status, ad, calls } = start(false)
    expect(actor.getSnapshot().value).toBe('idle')
    await vi.advanceTimersByTimeAsync(5 * POPUP_DELAY_MS)
    expect(calls.checkStatus).toBe(0)

    actor.send({ type: 'HOME_SHOWN' })
    expect(actor.getSnapshot().value).toBe('checking')
    status.resolve(true)
    await flush()
    ad.resolve(AD)
    await flush()
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('open')
  })

  it('never opens on another page: leaving home pauses the wait, coming back restarts it', async () => {
    const { actor, status, ad } = start()
    status.resolve(true)
    await flush()
    ad.resolve(AD)
    await flush()
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS / 2)

    actor.send({ type: 'HOME_LEFT' })
    expect(actor.getSnapshot().value).toBe('paused')
    await vi.advanceTimersByTimeAsync(5 * POPUP_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('paused')

    actor.send({ type: 'HOME_SHOWN' })
    expect(actor.getSnapshot().value).toBe('waiting')
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('open')
  })

  it('remembers leaving home while the calls are in flight', async () => {
    const { actor, status, ad } = start()
    actor.send({ type: 'HOME_LEFT' })
    status.resolve(true)
    await flush()
    ad.resolve(AD)
    await flush()
    expect(actor.getSnapshot().value).toBe('paused')
    await vi.advanceTimersByTimeAsync(5 * POPUP_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('paused')
  })

  it('is shown once per visit: after closing, route changes never reopen it', async () => {
    const { actor, status, ad, calls } = start()
    status.resolve(true)
    await flush()
    ad.resolve(AD)
    await flush()
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS)
    actor.send({ type: 'CLOSE' })
    // A finished machine takes no more events: the shell's route changes cannot restart it.
    const closed = actor.getSnapshot()
    expect(closed.status).toBe('done')
    for (const type of ['HOME_LEFT', 'HOME_SHOWN', 'CLOSE'] as const) {
      const [next] = transition(popupAdMachine, closed, { type })
      expect(next.value).toBe('closed')
      expect(next.status).toBe('done')
    }
    await vi.advanceTimersByTimeAsync(5 * POPUP_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual({ checkStatus: 1, loadAd: 1 })
  })

  it('following the ad away from home closes it for good', async () => {
    const { actor, status, ad } = start()
    status.resolve(true)
    await flush()
    ad.resolve(AD)
    await flush()
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS)
    actor.send({ type: 'HOME_LEFT' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().status).toBe('done')
    const [next] = transition(popupAdMachine, actor.getSnapshot(), { type: 'HOME_SHOWN' })
    expect(next.value).toBe('closed')
  })

  it('offers CLOSE only while open', async () => {
    const { actor, status, ad } = start()
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false)
    status.resolve(true)
    await flush()
    ad.resolve(AD)
    await flush()
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false)
    await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS)
    expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(true)
  })
})

/**
 * Model-based: every path of the machine's graph (user events, call outcomes and the delay) is
 * replayed against a real actor, with real promises settled and the clock advanced, and must end
 * in the state the graph predicts.
 */
type Snapshot = SnapshotFrom<typeof popupAdMachine>
type ModelEvent =
  | PopupAdEvent
  | { type: 'xstate.done.actor.checkStatus'; output: boolean }
  | { type: 'xstate.error.actor.checkStatus'; error: unknown }
  | { type: 'xstate.done.actor.loadAd'; output: PopupAd | null }
  | { type: 'xstate.error.actor.loadAd'; error: unknown }
  | { type: 'xstate.after.popupDelay.popupAd.waiting' }

const MODEL_EVENTS: ModelEvent[] = [
  { type: 'HOME_SHOWN' },
  { type: 'HOME_LEFT' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.checkStatus', output: true },
  { type: 'xstate.done.actor.checkStatus', output: false },
  { type: 'xstate.error.actor.checkStatus', error: 'failed' },
  { type: 'xstate.done.actor.loadAd', output: AD },
  { type: 'xstate.done.actor.loadAd', output: null },
  { type: 'xstate.error.actor.loadAd', error: 'failed' },
  { type: 'xstate.after.popupDelay.popupAd.waiting' },
]

/** Only events the current state can take, so paths stay meaningful (and finite). */
function eventsFor(snapshot: Snapshot): ModelEvent[] {
  const value = snapshot.value
  return MODEL_EVENTS.filter((event) => {
    if (event.type.includes('checkStatus')) return value === 'checking'
    if (event.type.includes('loadAd')) return value === 'loading'
    if (event.type.startsWith('xstate.after')) return value === 'waiting'
    return true
  })
}

async function replay(events: readonly ModelEvent[], onHome: boolean) {
  const run = start(onHome)
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.checkStatus':
        run.status.resolve(event.output)
        await flush()
        break
      case 'xstate.error.actor.checkStatus':
        run.status.reject(new Error(String(event.error)))
        await flush()
        break
      case 'xstate.done.actor.loadAd':
        run.ad.resolve(event.output)
        await flush()
        break
      case 'xstate.error.actor.loadAd':
        run.ad.reject(new Error(String(event.error)))
        await flush()
        break
      case 'xstate.after.popupDelay.popupAd.waiting':
        await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS)
        break
      default:
        run.actor.send(event)
    }
  }
  return run.actor.getSnapshot()
}

describe('popup advertisement machine (model-based paths)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const traversal = (onHome: boolean) => ({
    input: { onHome },
    events: (snapshot: Snapshot) => eventsFor(snapshot) as PopupAdEvent[],
  })

  for (const onHome of [true, false]) {
    const shortest = getShortestPaths(popupAdMachine, traversal(onHome))

    it(`reaches every state (visit starting ${onHome ? 'on' : 'off'} home)`, () => {
      const reached = new Set(shortest.map((path) => String(path.state.value)))
      const expected = onHome
        ? ['checking', 'loading', 'waiting', 'paused', 'open', 'closed', 'off']
        : ['idle', 'checking', 'loading', 'waiting', 'paused', 'open', 'closed', 'off']
      expect([...reached].sort()).toEqual(expected.sort())
    })

    for (const path of shortest) {
      const events = path.steps.map((step) => step.event as ModelEvent)
      it(`shortest path to ${JSON.stringify(path.state.value)} ${JSON.stringify(path.state.context)} via ${events.map((e) => e.type).join(' > ') || '(start)'} (start ${onHome ? 'on' : 'off'} home)`, async () => {
        const snapshot = await replay(events, onHome)
        expect(snapshot.value).toEqual(path.state.value)
        expect(snapshot.context).toEqual(path.state.context)
      })
    }
  }

  const simple = getSimplePaths(popupAdMachine, {
    ...traversal(true),
    toState: (snapshot) => snapshot.value === 'open',
  })

  it('has several simple paths to the open popup, and every one of them opens it', async () => {
    expect(simple.length).toBeGreaterThan(1)
    for (const path of simple) {
      const snapshot = await replay(
        path.steps.map((step) => step.event as ModelEvent),
        true,
      )
      expect(snapshot.value).toBe('open')
      expect(snapshot.context.ad).toEqual(AD)
    }
  })

  it('opens only after the delay: no path reaches open without it', () => {
    for (const path of getSimplePaths(popupAdMachine, traversal(true))) {
      if (path.state.value !== 'open') continue
      const events = path.steps.map((step) => step.event as ModelEvent)
      expect(events.some((event) => event.type === 'xstate.after.popupDelay.popupAd.waiting')).toBe(true)
      expect(events.some((event) => event.type === 'xstate.done.actor.checkStatus' && event.output)).toBe(true)
    }
  })
})
