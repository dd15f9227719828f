import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { CHECKOUT_MINIMUM_TOTAL } from '@/rules/checkoutMinimum'
import { cartPanelMachine, type CartPanelEmitted, type CartPanelEvent } from './cartPanel'

function start(total = 0, lines = 0) {
  const actor = createActor(cartPanelMachine, { input: { total, lines } })
  const emitted: CartPanelEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted }
}

describe('cart panel machine (actor)', () => {
  it('starts closed and opens from any opener; closes with CLOSE', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.focusProductId).toBeNull()
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it("remembers the product of 'View Item' while open and forgets it on closing", () => {
    const { actor } = start()
    actor.send({ type: 'OPEN', productId: 1001 })
    expect(actor.getSnapshot().context.focusProductId).toBe(1001)
    actor.send({ type: 'OPEN', productId: 2002 })
    expect(actor.getSnapshot().context.focusProductId).toBe(1001)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().context.focusProductId).toBeNull()
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().context.focusProductId).toBeNull()
  })

  it('refuses checkout below 200 (no event, stays open) and with an empty cart', () => {
    const { actor, emitted } = start(199.99, 2)
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().can({ type: 'CHECKOUT' })).toBe(false)
    actor.send({ type: 'CHECKOUT' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(emitted).toEqual([])

    actor.send({ type: 'CART_CHANGED', total: 250, lines: 0 })
    expect(actor.getSnapshot().can({ type: 'CHECKOUT' })).toBe(false)
  })

  it('accepts checkout at exactly 200: emits checkoutStarted with the total and closes', () => {
    const { actor, emitted } = start(0, 0)
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'CART_CHANGED', total: CHECKOUT_MINIMUM_TOTAL, lines: 1 })
    expect(actor.getSnapshot().can({ type: 'CHECKOUT' })).toBe(true)
    actor.send({ type: 'CHECKOUT' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(emitted).toEqual([{ type: 'checkoutStarted', total: 200 }])
  })

  it('accepts checkout from the /cart page too (panel closed): stays closed', () => {
    const { actor, emitted } = start(480, 1)
    actor.send({ type: 'CHECKOUT' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(emitted).toEqual([{ type: 'checkoutStarted', total: 480 }])
  })

  it('follows the cart in both states; the gate moves with it', () => {
    const { actor } = start(500, 1)
    expect(actor.getSnapshot().can({ type: 'CHECKOUT' })).toBe(true)
    actor.send({ type: 'CART_CHANGED', total: 120, lines: 1 })
    expect(actor.getSnapshot().can({ type: 'CHECKOUT' })).toBe(false)
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'CART_CHANGED', total: 240, lines: 2 })
    expect(actor.getSnapshot().context).toMatchObject({ total: 240, lines: 2 })
    expect(actor.getSnapshot().can({ type: 'CHECKOUT' })).toBe(true)
  })
})

const CART_STATES = [
  { type: 'CART_CHANGED', total: 0, lines: 0 },
  { type: 'CART_CHANGED', total: 199.99, lines: 3 },
  { type: 'CART_CHANGED', total: 200, lines: 1 },
  { type: 'CART_CHANGED', total: 1250.5, lines: 4 },
] as const satisfies CartPanelEvent[]

const EVENTS: CartPanelEvent[] = [
  { type: 'OPEN' },
  { type: 'OPEN', productId: 1001 },
  { type: 'CLOSE' },
  { type: 'CHECKOUT' },
  ...CART_STATES,
]

const traversal = { input: { total: 0, lines: 0 }, events: EVENTS }
type Snapshot = SnapshotFrom<typeof cartPanelMachine>

function replay(events: CartPanelEvent[]) {
  const { actor, emitted } = start(0, 0)
  for (const event of events) actor.send(event)
  return { snapshot: actor.getSnapshot(), emitted }
}

describe('cart panel machine (model-based paths)', () => {
  const paths = getShortestPaths(cartPanelMachine, traversal)

  it('reaches open and closed with each cart total, and the View Item focus', () => {
    const reached = new Set(paths.map((p) => `${String(p.state.value)}:${p.state.context.total}`))
    for (const state of ['open', 'closed']) {
      for (const { total } of CART_STATES) expect(reached).toContain(`${state}:${total}`)
    }
    expect(paths.some((p) => p.state.matches('open') && p.state.context.focusProductId === 1001)).toBe(true)
  })

  for (const path of paths) {
    const events = path.steps.map((step) => step.event)
    it(`shortest path to ${String(path.state.value)} ${JSON.stringify(path.state.context)} via ${events.map((e) => e.type).join(' > ')}`, () => {
      const { snapshot, emitted } = replay(events)
      expect(snapshot.value).toEqual(path.state.value)
      expect(snapshot.context).toEqual(path.state.context)
      expect(snapshot.can({ type: 'CHECKOUT' })).toBe(snapshot.context.lines > 0 && snapshot.context.total >= 200)
      // A checkout event is only ever emitted for a cart of 200 or more.
      for (const event of emitted) expect(event.total).toBeGreaterThanOrEqual(200)
    })
  }

  it('every simple path through a checkout below 200 leaves the panel where it was and emits nothing', () => {
    const simple = getSimplePaths(cartPanelMachine, {
      ...traversal,
      toState: (snapshot: Snapshot) => snapshot.matches('open') && snapshot.context.total === 199.99,
    })
    expect(simple.length).toBeGreaterThan(1)
    for (const path of simple) {
      const events = [...path.steps.map((step) => step.event), { type: 'CHECKOUT' } as const]
      const { snapshot, emitted } = replay(events)
      expect(snapshot.value).toBe('open')
      expect(emitted.filter((e) => e.total < 200)).toEqual([])
    }
  })

  it('every simple path to an open panel worth 200 or more can check out, which closes it', () => {
    const simple = getSimplePaths(cartPanelMachine, {
      ...traversal,
      toState: (snapshot: Snapshot) => snapshot.matches('open') && snapshot.context.total >= 200,
    })
    expect(simple.length).toBeGreaterThan(1)
    for (const path of simple) {
      const { snapshot, emitted } = replay([...path.steps.map((step) => step.event), { type: 'CHECKOUT' }])
      expect(snapshot.value).toBe('closed')
      expect(emitted.at(-1)).toEqual({ type: 'checkoutStarted', total: path.state.context.total })
    }
  })
})
