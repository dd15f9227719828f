import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import type { OrderPayload } from '@/api/checkout'
import {
  CASH_TIMEOUT_MS,
  checkoutSubmissionMachine,
  ONLINE_TIMEOUT_MS,
  type CheckoutSubmissionEmitted,
  type OnlinePayment,
  type PlacedOrder,
} from './checkoutSubmission'

const cashPayload: OrderPayload = {
  user_id: 7,
  firstname: 'Rahima Akter',
  lastname: '',
  phone: '01711000000',
  email: 'demo@medibazar.test',
  city: 'Dhaka',
  area: 'Dhanmondi',
  delivery_date: '',
  delivery_time: '',
  deliverycharge: 60,
  order_note: '',
  additional_address: '',
  address_line_one: 'House 12, Road 5',
  address_line_tow: '',
  cartData: [{ id: 1001, product_name: 'Napa 500 mg', qty: 3, price: 12, discount_price: null }],
  grand_total: 96,
  dtls_mail: 0,
  discount: 0,
  payment_type: 'cod',
  amount: 96,
  coupon_discount: 0,
  coupon: '',
  device_type: 'web',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  g_name: '',
  g_email: '',
  g_phone: '',
  g_address: '',
}
const onlinePayload: OrderPayload = { ...cashPayload, payment_type: 'ssl' }
const emptyPayload: OrderPayload = { ...cashPayload, cartData: [] }

interface Deferred<T> {
  input: OrderPayload
  signal: AbortSignal
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

/** The machine with calls the test answers by hand, on a simulated clock. */
function harness() {
  const cash: Array<Deferred<PlacedOrder>> = []
  const online: Array<Deferred<OnlinePayment>> = []
  const emitted: CheckoutSubmissionEmitted[] = []
  const clock = new SimulatedClock()
  const machine = checkoutSubmissionMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, OrderPayload>(
        ({ input, signal }) => new Promise((resolve, reject) => cash.push({ input, signal, resolve, reject })),
      ),
      payOnline: fromPromise<OnlinePayment, OrderPayload>(
        ({ input, signal }) => new Promise((resolve, reject) => online.push({ input, signal, resolve, reject })),
      ),
    },
  })
  const actor = createActor(machine, { clock })
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const can = (payload: OrderPayload = cashPayload) => actor.getSnapshot().can({ type: 'SUBMIT', payload })
  return { actor, cash, online, emitted, clock, settle, can }
}

function apiError(status: number, fieldErrors?: Record<string, string[]>) {
  return Object.assign(new Error(`HTTP ${status}`), { status, fieldErrors })
}

describe('checkoutSubmission (actor, simulated clock)', () => {
  it('starts idle; SUBMIT is possible with cart lines only', () => {
    const h = harness()
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.can()).toBe(true)
    expect(h.can(emptyPayload)).toBe(false)
    h.actor.send({ type: 'SUBMIT', payload: emptyPayload })
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.cash).toHaveLength(0)
  })

  it('cash: one order-store call however many SUBMITs arrive; placed with the order id', async () => {
    const h = harness()
    for (let i = 0; i < 5; i += 1) h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    expect(h.actor.getSnapshot().value).toEqual({ submitting: 'cash' })
    expect(h.can()).toBe(false)
    expect(h.cash).toHaveLength(1)
    expect(h.online).toHaveLength(0)
    expect(h.cash[0]?.input).toBe(cashPayload)

    h.cash[0]?.resolve({ order_id: '100245' })
    await h.settle()
    const snapshot = h.actor.getSnapshot()
    expect(snapshot.value).toBe('placed')
    expect(snapshot.status).toBe('done')
    expect(snapshot.context.orderId).toBe('100245')
    expect(h.emitted).toEqual([{ type: 'placed', orderId: '100245', payload: cashPayload }])
    h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    expect(h.cash).toHaveLength(1)
  })

  it('online: one pay-via-ajax call; status success with an https URL -> redirecting', async () => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
    h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
    expect(h.actor.getSnapshot().value).toEqual({ submitting: 'online' })
    expect(h.online).toHaveLength(1)
    expect(h.cash).toHaveLength(0)
    h.online[0]?.resolve({ status: 'success', data: 'https://gateway.example/pay?session=abc' })
    await h.settle()
    expect(h.actor.getSnapshot().value).toBe('redirecting')
    expect(h.actor.getSnapshot().context.redirectUrl).toBe('https://gateway.example/pay?session=abc')
    expect(h.emitted).toEqual([
      { type: 'redirect', url: 'https://gateway.example/pay?session=abc', payload: onlinePayload },
    ])
  })

  it('online: a status other than success, or a URL that is not http(s), fails as "rejected"', async () => {
    for (const answer of [
      { status: 'failed', data: 'https://gateway.example/pay' },
      { status: 'success', data: 'javascript:alert(1)' },
      { status: 'success', data: '/relative/path' },
      { status: 'success', data: '' },
    ]) {
      const h = harness()
      h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
      h.online[0]?.resolve(answer)
      await h.settle()
      expect(h.actor.getSnapshot().value).toBe('failed')
      expect(h.actor.getSnapshot().context.reason).toBe('rejected')
      expect(h.emitted).toEqual([{ type: 'failed', paymentType: 'ssl', reason: 'rejected', error: null }])
    }
  })

  it("online: a gateway path is followed on the page's origin (given as input); never without one", async () => {
    const cash: unknown[] = []
    const online: Array<(answer: OnlinePayment) => void> = []
    const emitted: CheckoutSubmissionEmitted[] = []
    const machine = checkoutSubmissionMachine.provide({
      actors: {
        placeOrder: fromPromise<PlacedOrder, OrderPayload>(() => new Promise((resolve) => cash.push(resolve))),
        payOnline: fromPromise<OnlinePayment, OrderPayload>(() => new Promise((resolve) => online.push(resolve))),
      },
    })
    const actor = createActor(machine, { input: { origin: 'https://shop.example.com' } })
    actor.on('*', (event) => emitted.push(event))
    actor.start()
    actor.send({ type: 'SUBMIT', payload: onlinePayload })
    online[0]?.({ status: 'success', data: '/payment/success?tran_id=100245' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('redirecting')
    expect(actor.getSnapshot().context.redirectUrl).toBe('https://shop.example.com/payment/success?tran_id=100245')
    expect(emitted).toEqual([
      { type: 'redirect', url: 'https://shop.example.com/payment/success?tran_id=100245', payload: onlinePayload },
    ])
    expect(cash).toHaveLength(0)

    for (const hostile of ['//evil.example.com/pay', 'javascript:alert(1)', 'data:text/html,hi']) {
      const other = createActor(machine, { input: { origin: 'https://shop.example.com' } })
      const seen: CheckoutSubmissionEmitted[] = []
      other.on('*', (event) => seen.push(event))
      other.start()
      other.send({ type: 'SUBMIT', payload: onlinePayload })
      online.at(-1)?.({ status: 'success', data: hostile })
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(other.getSnapshot().value).toBe('failed')
      expect(seen).toEqual([{ type: 'failed', paymentType: 'ssl', reason: 'rejected', error: null }])
    }
  })

  it('refuses SUBMIT while the cart total is below the checkout minimum, then accepts it', () => {
    const h = harness()
    h.actor.send({ type: 'TOTALS', pending: false, belowMinimum: true })
    expect(h.can()).toBe(false)
    expect(h.can(onlinePayload)).toBe(false)
    for (let i = 0; i < 3; i += 1) h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.cash).toHaveLength(0)
    expect(h.online).toHaveLength(0)

    h.actor.send({ type: 'TOTALS', pending: false, belowMinimum: false })
    expect(h.can()).toBe(true)
    h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    expect(h.cash).toHaveLength(1)
  })

  it.each([422, 405, 500])('a %i goes to failed with the error; SUBMIT is possible again', async (status) => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    const error = apiError(status, status === 422 ? { phone: ['The phone field is required.'] } : undefined)
    h.cash[0]?.reject(error)
    await h.settle()
    expect(h.actor.getSnapshot().value).toBe('failed')
    expect(h.actor.getSnapshot().context.error).toBe(error)
    expect(h.emitted).toEqual([{ type: 'failed', paymentType: 'cod', reason: 'error', error }])
    expect(h.can()).toBe(true)

    // A second submission (online this time) starts afresh.
    h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
    expect(h.actor.getSnapshot().value).toEqual({ submitting: 'online' })
    expect(h.actor.getSnapshot().context.error).toBeNull()
    expect(h.online).toHaveLength(1)
  })

  it('online errors report the online payment type', async () => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
    const error = apiError(422)
    h.online[0]?.reject(error)
    await h.settle()
    expect(h.emitted).toEqual([{ type: 'failed', paymentType: 'ssl', reason: 'error', error }])
  })

  it('cash: a hung call returns to idle after exactly 14 s, aborted; a late answer is ignored', async () => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    h.clock.increment(CASH_TIMEOUT_MS - 1)
    expect(h.actor.getSnapshot().value).toEqual({ submitting: 'cash' })
    expect(h.can()).toBe(false)
    h.clock.increment(1)
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.can()).toBe(true)
    expect(h.cash[0]?.signal.aborted).toBe(true)
    expect(h.emitted).toEqual([{ type: 'timedOut', paymentType: 'cod' }])

    h.cash[0]?.resolve({ order_id: 'late' })
    await h.settle()
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.emitted).toHaveLength(1)
  })

  it('online: a hung call returns to idle after exactly 10 s', () => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
    h.clock.increment(ONLINE_TIMEOUT_MS - 1)
    expect(h.actor.getSnapshot().value).toEqual({ submitting: 'online' })
    h.clock.increment(1)
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.emitted).toEqual([{ type: 'timedOut', paymentType: 'ssl' }])
  })

  it('refuses SUBMIT while the totals are pending (one order, and only once they are final)', () => {
    const h = harness()
    h.actor.send({ type: 'TOTALS', pending: true, belowMinimum: false })
    expect(h.can()).toBe(false)
    for (let i = 0; i < 3; i += 1) h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.cash).toHaveLength(0)

    h.actor.send({ type: 'TOTALS', pending: false, belowMinimum: false })
    expect(h.can()).toBe(true)
    for (let i = 0; i < 3; i += 1) h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    expect(h.actor.getSnapshot().value).toEqual({ submitting: 'cash' })
    expect(h.cash).toHaveLength(1)
  })

  it('tracks the totals while submitting and after a failure', async () => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    h.actor.send({ type: 'TOTALS', pending: true, belowMinimum: false })
    expect(h.actor.getSnapshot().context.totalsPending).toBe(true)
    h.cash[0]?.reject(apiError(500))
    await h.settle()
    expect(h.actor.getSnapshot().value).toBe('failed')
    expect(h.can()).toBe(false)
    h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
    expect(h.actor.getSnapshot().value).toBe('failed')
    h.actor.send({ type: 'TOTALS', pending: false, belowMinimum: false })
    expect(h.can(onlinePayload)).toBe(true)
    h.actor.send({ type: 'SUBMIT', payload: onlinePayload })
    expect(h.online).toHaveLength(1)
  })

  it('an answer before the timeout cancels it', async () => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT', payload: cashPayload })
    h.clock.increment(5000)
    h.cash[0]?.reject(apiError(500))
    await h.settle()
    h.clock.increment(CASH_TIMEOUT_MS * 2)
    expect(h.actor.getSnapshot().value).toBe('failed')
    expect(h.emitted.map((e) => e.type)).toEqual(['failed'])
  })
})

// ---------------------------------------------------------------------------------------------
// Model-based paths: every shortest and simple path of the machine's graph is replayed on a real
// actor (calls answered by hand, timeouts on the simulated clock) and must end in its state.

type Snapshot = SnapshotFrom<typeof checkoutSubmissionMachine>
type ModelEvent = { type: string } & Record<string, unknown>

const CASH_AFTER = 'xstate.after.CASH_TIMEOUT.checkoutSubmission.submitting.cash'
const ONLINE_AFTER = 'xstate.after.ONLINE_TIMEOUT.checkoutSubmission.submitting.online'

const modelEvents: ModelEvent[] = [
  { type: 'SUBMIT', payload: cashPayload },
  { type: 'SUBMIT', payload: onlinePayload },
  { type: 'SUBMIT', payload: emptyPayload },
  { type: 'xstate.done.actor.placeOrder', output: { order_id: '100245' } },
  { type: 'xstate.error.actor.placeOrder', error: apiError(422) },
  { type: 'xstate.done.actor.payOnline', output: { status: 'success', data: 'https://gateway.example/pay' } },
  { type: 'xstate.done.actor.payOnline', output: { status: 'failed', data: '' } },
  { type: 'xstate.error.actor.payOnline', error: apiError(405) },
  { type: CASH_AFTER },
  { type: ONLINE_AFTER },
]

const describeState = (snapshot: Snapshot) => JSON.stringify(snapshot.value)

async function replay(events: readonly ModelEvent[]): Promise<{ snapshot: Snapshot; h: ReturnType<typeof harness> }> {
  const h = harness()
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.placeOrder':
        h.cash.at(-1)?.resolve(event.output as PlacedOrder)
        await h.settle()
        break
      case 'xstate.error.actor.placeOrder':
        h.cash.at(-1)?.reject(event.error)
        await h.settle()
        break
      case 'xstate.done.actor.payOnline':
        h.online.at(-1)?.resolve(event.output as OnlinePayment)
        await h.settle()
        break
      case 'xstate.error.actor.payOnline':
        h.online.at(-1)?.reject(event.error)
        await h.settle()
        break
      case CASH_AFTER:
        h.clock.increment(CASH_TIMEOUT_MS)
        break
      case ONLINE_AFTER:
        h.clock.increment(ONLINE_TIMEOUT_MS)
        break
      default:
        h.actor.send(event as Parameters<typeof h.actor.send>[0])
    }
  }
  return { snapshot: h.actor.getSnapshot(), h }
}

describe('checkoutSubmission (model-based paths)', () => {
  const options = { events: modelEvents as never, serializeState: describeState }
  const shortest = getShortestPaths(checkoutSubmissionMachine, options)
  const simple = getSimplePaths(checkoutSubmissionMachine, options)

  it('reaches every state', () => {
    const reached = new Set(shortest.map((p) => describeState(p.state)))
    expect([...reached].sort()).toEqual(
      ['"idle"', '{"submitting":"cash"}', '{"submitting":"online"}', '"placed"', '"redirecting"', '"failed"'].sort(),
    )
  })

  it('places an order only through a successful order-store answer, redirects only through pay-via-ajax', () => {
    for (const path of simple) {
      const types = path.steps.map((s) => s.event.type)
      if (path.state.matches('placed')) expect(types.at(-1)).toBe('xstate.done.actor.placeOrder')
      if (path.state.matches('redirecting')) expect(types.at(-1)).toBe('xstate.done.actor.payOnline')
    }
  })

  for (const path of [...shortest, ...simple]) {
    // The first step is the machine starting (xstate.init); each step's state is the one after its event.
    const steps = path.steps.slice(1)
    const events = steps.map((step) => step.event as ModelEvent)
    const target = describeState(path.state)
    const name = events
      .map((e) =>
        e.type === 'SUBMIT'
          ? `SUBMIT(${(e.payload as OrderPayload).payment_type})`
          : e.type.replace('xstate.', '').replace(/\.checkoutSubmission.*/, ''),
      )
      .join(' → ')
    it(`replays ${name || '(start)'} to ${target}, with one call per accepted submission`, async () => {
      const { snapshot, h } = await replay(events)
      expect(describeState(snapshot)).toBe(target)
      // A SUBMIT is accepted only from idle or failed (the state before it) and only with cart lines.
      const accepted = steps.filter((step, i) => {
        const before = describeState((i === 0 ? path.steps[0]! : steps[i - 1]!).state)
        const event = step.event as ModelEvent
        return (
          event.type === 'SUBMIT' &&
          (event.payload as OrderPayload).cartData.length > 0 &&
          ['"idle"', '"failed"'].includes(before)
        )
      })
      expect(h.cash.length + h.online.length).toBe(accepted.length)
    })
  }
})
