import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom, waitFor } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { clampQty as boundQty, MAX_QTY as STEPPER_MAX, MIN_QTY as STEPPER_MIN } from '@/rules/quantity'
import {
  quantityStepperMachine,
  type QuantityStepperEmitted,
  type QuantityStepperEvent,
  SAVE_TIMEOUT_MS,
  type SaveQuantityInput,
} from './quantityStepper'

/** A save the test settles by hand: the stepper stays in flight until then. */
function controllableSave() {
  const calls: { qty: number; resolve: () => void; reject: (error: unknown) => void }[] = []
  const logic = fromPromise<void, SaveQuantityInput>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ qty: input.qty, resolve, reject })
      }),
  )
  return { calls, logic }
}

function start(qty: number | null | undefined, save = controllableSave()) {
  const actor = createActor(quantityStepperMachine.provide({ actors: { saveQuantity: save.logic } }), {
    input: { qty },
  })
  const emitted: QuantityStepperEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted, save }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('quantity stepper machine (actor)', () => {
  it("starts at the line's qty, or 1 when there is none or it is invalid", () => {
    expect(start(7).actor.getSnapshot().context.qty).toBe(7)
    expect(start(undefined).actor.getSnapshot().context.qty).toBe(1)
    expect(start(null).actor.getSnapshot().context.qty).toBe(1)
    expect(start(Number.NaN).actor.getSnapshot().context.qty).toBe(1)
    expect(start(0).actor.getSnapshot().context.qty).toBe(1)
    expect(start(250).actor.getSnapshot().context.qty).toBe(100)
    expect(start(2.7).actor.getSnapshot().context.qty).toBe(2)
    expect(boundQty(-5)).toBe(STEPPER_MIN)
    expect(boundQty(Infinity)).toBe(STEPPER_MIN)
  })

  it('increments: emits quantity-updated, saves the new quantity, disables both buttons until saved', async () => {
    const { actor, emitted, save } = start(3)
    actor.send({ type: 'INCREMENT' })
    const inFlight = actor.getSnapshot()
    expect(inFlight.value).toBe('updating')
    expect(inFlight.hasTag('busy')).toBe(true)
    expect(inFlight.context.qty).toBe(4)
    expect(inFlight.can({ type: 'INCREMENT' })).toBe(false)
    expect(inFlight.can({ type: 'DECREMENT' })).toBe(false)
    expect(emitted).toEqual([{ type: 'quantityUpdated', qty: 4 }])
    expect(save.calls.map((c) => c.qty)).toEqual([4])

    save.calls[0]!.resolve()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().can({ type: 'INCREMENT' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'DECREMENT' })).toBe(true)
  })

  it('ignores clicks while an update is in flight (no second save, no event)', async () => {
    const { actor, emitted, save } = start(5)
    actor.send({ type: 'DECREMENT' })
    actor.send({ type: 'DECREMENT' })
    actor.send({ type: 'INCREMENT' })
    actor.send({ type: 'INCREMENT' })
    expect(actor.getSnapshot().context.qty).toBe(4)
    expect(save.calls).toHaveLength(1)
    expect(emitted).toEqual([{ type: 'quantityUpdated', qty: 4 }])
    save.calls[0]!.resolve()
    await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'DECREMENT' })
    expect(actor.getSnapshot().context.qty).toBe(3)
    expect(save.calls).toHaveLength(2)
  })

  it('ignores a decrease below 1 silently: no transition, no event, no save', () => {
    const { actor, emitted, save } = start(1)
    expect(actor.getSnapshot().can({ type: 'DECREMENT' })).toBe(false)
    actor.send({ type: 'DECREMENT' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.qty).toBe(1)
    expect(emitted).toEqual([])
    expect(save.calls).toHaveLength(0)
  })

  it('refuses an increase above 100 with the limit event; the button stays usable', () => {
    const { actor, emitted, save } = start(100)
    expect(actor.getSnapshot().can({ type: 'INCREMENT' })).toBe(true)
    actor.send({ type: 'INCREMENT' })
    actor.send({ type: 'INCREMENT' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.qty).toBe(STEPPER_MAX)
    expect(emitted).toEqual([
      { type: 'limitReached', max: 100 },
      { type: 'limitReached', max: 100 },
    ])
    expect(save.calls).toHaveLength(0)
  })

  it('reaches 100 from 99, then refuses', async () => {
    const { actor, emitted, save } = start(99)
    actor.send({ type: 'INCREMENT' })
    save.calls[0]!.resolve()
    await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'INCREMENT' })
    expect(actor.getSnapshot().context.qty).toBe(100)
    expect(emitted.map((e) => e.type)).toEqual(['quantityUpdated', 'limitReached'])
  })

  it('keeps the new quantity when the save fails and reports the failure', async () => {
    const { actor, emitted, save } = start(2)
    actor.send({ type: 'INCREMENT' })
    const error = new Error('offline')
    save.calls[0]!.reject(error)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.qty).toBe(3)
    expect(emitted).toEqual([
      { type: 'quantityUpdated', qty: 3 },
      { type: 'syncFailed', qty: 3, error },
    ])
    // and it still works afterwards
    actor.send({ type: 'INCREMENT' })
    expect(save.calls).toHaveLength(2)
  })

  it('follows the cart when it changes elsewhere (SYNC), bounded, in any state', async () => {
    const { actor, emitted, save } = start(2)
    actor.send({ type: 'SYNC', qty: 9 })
    expect(actor.getSnapshot().context.qty).toBe(9)
    actor.send({ type: 'SYNC', qty: 500 })
    expect(actor.getSnapshot().context.qty).toBe(100)
    actor.send({ type: 'DECREMENT' })
    actor.send({ type: 'SYNC', qty: 40 })
    expect(actor.getSnapshot().matches('updating')).toBe(true)
    expect(actor.getSnapshot().context.qty).toBe(40)
    save.calls[0]!.resolve()
    await settle()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(emitted).toEqual([{ type: 'quantityUpdated', qty: 99 }])
  })

  it('is never stuck: a save that never answers frees the buttons after 10 s', () => {
    const clock = new SimulatedClock()
    const save = controllableSave()
    const actor = createActor(quantityStepperMachine.provide({ actors: { saveQuantity: save.logic } }), {
      input: { qty: 4 },
      clock,
    })
    actor.start()
    actor.send({ type: 'INCREMENT' })
    clock.increment(SAVE_TIMEOUT_MS - 1)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.qty).toBe(5)
    actor.send({ type: 'INCREMENT' })
    expect(save.calls.map((c) => c.qty)).toEqual([5, 6])
  })

  it('without an injected save, a change fails safely and reports it', async () => {
    const actor = createActor(quantityStepperMachine, { input: { qty: 1 } })
    const failures: unknown[] = []
    actor.on('syncFailed', (event) => failures.push(event.error))
    actor.start()
    actor.send({ type: 'INCREMENT' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(failures).toHaveLength(1)
    expect(actor.getSnapshot().context.qty).toBe(2)
  })
})

/** The machine's own events plus the answers of the save actor, for the model. */
type ModelEvent =
  | QuantityStepperEvent
  | { type: 'xstate.done.actor.saveQuantity'; output: undefined }
  | { type: 'xstate.error.actor.saveQuantity'; error: unknown }

const SAVED = { type: 'xstate.done.actor.saveQuantity', output: undefined } as const
const FAILED = { type: 'xstate.error.actor.saveQuantity', error: new Error('down') } as const

function traversal(qty: number, stopOutside: (q: number) => boolean) {
  return {
    input: { qty },
    events: [{ type: 'INCREMENT' }, { type: 'DECREMENT' }, SAVED, FAILED] as unknown as QuantityStepperEvent[],
    stopWhen: (snapshot: SnapshotFrom<typeof quantityStepperMachine>) => stopOutside(snapshot.context.qty),
  }
}

/** Replays a model path on a real actor whose save is settled by the path's done/error steps. */
async function replay(qty: number, events: ModelEvent[]) {
  const { actor, emitted, save } = start(qty)
  let settled = 0
  for (const event of events) {
    if (event.type === 'xstate.done.actor.saveQuantity') {
      save.calls[settled++]!.resolve()
      await settle()
    } else if (event.type === 'xstate.error.actor.saveQuantity') {
      save.calls[settled++]!.reject(event.error)
      await settle()
    } else {
      actor.send(event)
    }
  }
  return { snapshot: actor.getSnapshot(), emitted, save }
}

describe('quantity stepper machine (model-based paths)', () => {
  const bounds = [
    { name: 'upper bound', qty: 98, stop: (q: number) => q < 97 },
    { name: 'lower bound', qty: 2, stop: (q: number) => q > 3 },
  ]

  for (const { name, qty, stop } of bounds) {
    const paths = getShortestPaths(quantityStepperMachine, traversal(qty, stop))

    it(`reaches idle and in-flight at the ${name}`, () => {
      const reached = new Set(paths.map((p) => `${String(p.state.value)}:${p.state.context.qty}`))
      if (qty === 98) {
        for (const key of ['idle:100', 'updating:100', 'idle:99', 'updating:99', 'idle:97', 'updating:97']) {
          expect(reached).toContain(key)
        }
        expect([...reached].some((k) => k.endsWith(':101'))).toBe(false)
      } else {
        for (const key of ['idle:1', 'updating:1', 'idle:2', 'updating:3']) expect(reached).toContain(key)
        expect([...reached].some((k) => k.endsWith(':0'))).toBe(false)
      }
    })

    for (const path of paths) {
      const events = path.steps.map((step) => step.event as ModelEvent)
      it(`${name}: shortest path to ${String(path.state.value)} qty ${path.state.context.qty} via ${events.map((e) => e.type.replace('xstate.', '').replace('.actor.saveQuantity', '')).join(' > ') || '(start)'}`, async () => {
        const { snapshot, emitted, save } = await replay(qty, events)
        expect(snapshot.value).toEqual(path.state.value)
        expect(snapshot.context).toEqual(path.state.context)
        // In flight: both buttons off. Idle: minus only above 1, plus always (refusal at 100).
        if (snapshot.matches('updating')) {
          expect(snapshot.can({ type: 'INCREMENT' })).toBe(false)
          expect(snapshot.can({ type: 'DECREMENT' })).toBe(false)
        } else {
          expect(snapshot.can({ type: 'INCREMENT' })).toBe(true)
          expect(snapshot.can({ type: 'DECREMENT' })).toBe(snapshot.context.qty > 1)
        }
        // Every accepted change was emitted and saved, with the quantity it produced.
        const updates = emitted.filter((e) => e.type === 'quantityUpdated').map((e) => e.qty)
        expect(save.calls.map((c) => c.qty)).toEqual(updates)
        for (const q of updates) {
          expect(q).toBeGreaterThanOrEqual(STEPPER_MIN)
          expect(q).toBeLessThanOrEqual(STEPPER_MAX)
        }
      })
    }
  }

  it('every simple path near 100 that pushes past it shows the limit, and none goes above', async () => {
    const simple = getSimplePaths(quantityStepperMachine, {
      ...traversal(99, (q) => q < 99),
      toState: (snapshot) => snapshot.matches('idle') && snapshot.context.qty === 100,
    })
    expect(simple.length).toBeGreaterThan(1)
    for (const path of simple) {
      const events = [...path.steps.map((step) => step.event as ModelEvent), { type: 'INCREMENT' } as const]
      const { snapshot, emitted } = await replay(99, events)
      expect(snapshot.context.qty).toBe(100)
      expect(emitted.at(-1)).toEqual({ type: 'limitReached', max: 100 })
    }
  })
})
