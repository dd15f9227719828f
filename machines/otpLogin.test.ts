import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { LoginAnswer } from '@/api'
import { otpLoginMachine, RESEND_SECONDS, type OtpLoginEmitted, type SendOtpOutput } from './otpLogin'

const PHONE = '01711000000'

const answer: LoginAnswer = {
  access_token: 'header.payload.signature',
  token_type: 'bearer',
  expires_in: 604800,
  user: { id: 7, name: 'Rahima Akter', email: 'demo@medibazar.test', phone: PHONE, image: '' },
}

interface Deferred<T> {
  input: unknown
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

/** The machine with send and verify actors the test answers by hand, on a simulated clock. */
function harness(resendSeconds?: number) {
  const sends: Array<Deferred<SendOtpOutput>> = []
  const verifies: Array<Deferred<LoginAnswer>> = []
  const emitted: OtpLoginEmitted[] = []
  const clock = new SimulatedClock()
  const machine = otpLoginMachine.provide({
    actors: {
      sendOtp: fromPromise<SendOtpOutput, { phone: string }>(
        ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
      ),
      verifyOtp: fromPromise<LoginAnswer, { otp: string }>(
        ({ input }) => new Promise((resolve, reject) => verifies.push({ input, resolve, reject })),
      ),
    },
  })
  const actor = createActor(machine, { clock, input: { resendSeconds: resendSeconds ?? RESEND_SECONDS } })
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  /** Lets settled promises reach the actor. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  /** Moves the simulated clock on by whole seconds, one at a time (as the countdown ticks). */
  const seconds = (n: number) => {
    for (let i = 0; i < n; i += 1) clock.increment(1000)
  }
  return { actor, sends, verifies, emitted, clock, settle, seconds }
}

async function toPinStep(h: ReturnType<typeof harness>) {
  h.actor.send({ type: 'SUBMIT_PHONE', phone: PHONE })
  h.sends.at(-1)?.resolve({ message: `OTP sent to ${PHONE}` })
  await h.settle()
}

function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return Object.assign(new Error(message), { status, fieldErrors })
}

describe('otpLogin machine (actor, simulated clock)', () => {
  it('starts at phone entry; the PIN step appears only after the send succeeds', async () => {
    const h = harness()
    expect(h.actor.getSnapshot().value).toBe('phoneEntry')
    expect(h.actor.getSnapshot().can({ type: 'SUBMIT_PIN', otp: '1234' })).toBe(false)

    h.actor.send({ type: 'SUBMIT_PHONE', phone: ` ${PHONE} ` })
    expect(h.actor.getSnapshot().value).toBe('sending')
    expect(h.sends).toHaveLength(1)
    expect(h.sends[0]?.input).toEqual({ phone: PHONE })
    expect(h.actor.getSnapshot().matches('pinEntry')).toBe(false)

    h.sends[0]?.resolve({ message: `OTP sent to ${PHONE}` })
    await h.settle()
    const snapshot = h.actor.getSnapshot()
    expect(snapshot.matches({ pinEntry: { resend: 'locked', pin: 'entering' } })).toBe(true)
    expect(snapshot.context.secondsLeft).toBe(RESEND_SECONDS)
    expect(snapshot.context.sentMessage).toBe(`OTP sent to ${PHONE}`)
    expect(h.emitted).toContainEqual({ type: 'otpSent', phone: PHONE, message: `OTP sent to ${PHONE}` })
  })

  it('ignores an empty phone', () => {
    const h = harness()
    expect(h.actor.getSnapshot().can({ type: 'SUBMIT_PHONE', phone: '   ' })).toBe(false)
    h.actor.send({ type: 'SUBMIT_PHONE', phone: '   ' })
    expect(h.actor.getSnapshot().value).toBe('phoneEntry')
    expect(h.sends).toHaveLength(0)
  })

  it('counts 59 seconds down before Resend OTP unlocks', async () => {
    const h = harness()
    await toPinStep(h)
    expect(h.actor.getSnapshot().can({ type: 'RESEND' })).toBe(false)

    h.seconds(1)
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(58)
    h.seconds(57)
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(1)
    expect(h.actor.getSnapshot().can({ type: 'RESEND' })).toBe(false)
    // 999 ms later it is still locked: the lock is a full 59 seconds.
    h.clock.increment(999)
    expect(h.actor.getSnapshot().can({ type: 'RESEND' })).toBe(false)
    h.clock.increment(1)
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(0)
    expect(h.actor.getSnapshot().matches({ pinEntry: { resend: 'ready' } })).toBe(true)
    expect(h.actor.getSnapshot().can({ type: 'RESEND' })).toBe(true)

    // Time passing after the unlock changes nothing.
    h.seconds(120)
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(0)
  })

  it('ignores RESEND while locked: nothing is sent', async () => {
    const h = harness()
    await toPinStep(h)
    h.seconds(30)
    h.actor.send({ type: 'RESEND' })
    expect(h.sends).toHaveLength(1)
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(29)
  })

  it('resends to the same phone after the countdown and locks again for 59 seconds', async () => {
    const h = harness()
    await toPinStep(h)
    h.seconds(RESEND_SECONDS)
    h.actor.send({ type: 'RESEND' })
    expect(h.actor.getSnapshot().matches({ pinEntry: { resend: 'resending' } })).toBe(true)
    expect(h.actor.getSnapshot().can({ type: 'RESEND' })).toBe(false)
    // A second click while the resend is in flight is ignored.
    h.actor.send({ type: 'RESEND' })
    expect(h.sends).toHaveLength(2)
    expect(h.sends[1]?.input).toEqual({ phone: PHONE })

    h.sends[1]?.resolve({ message: 'OTP sent again' })
    await h.settle()
    expect(h.actor.getSnapshot().matches({ pinEntry: { resend: 'locked' } })).toBe(true)
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(RESEND_SECONDS)
    expect(h.emitted.filter((e) => e.type === 'otpSent')).toHaveLength(2)
  })

  it('a failed resend unlocks Resend OTP again and reports the error', async () => {
    const h = harness()
    await toPinStep(h)
    h.seconds(RESEND_SECONDS)
    h.actor.send({ type: 'RESEND' })
    const error = apiError(500, 'Server Error')
    h.sends[1]?.reject(error)
    await h.settle()
    expect(h.actor.getSnapshot().matches({ pinEntry: { resend: 'ready', pin: 'entering' } })).toBe(true)
    expect(h.actor.getSnapshot().context.sendError).toBe(error)
    expect(h.emitted).toContainEqual({ type: 'sendFailed', error })
  })

  it('a PIN is not checked while a new one is being sent', async () => {
    const h = harness()
    await toPinStep(h)
    h.seconds(RESEND_SECONDS)
    h.actor.send({ type: 'RESEND' })
    expect(h.actor.getSnapshot().can({ type: 'SUBMIT_PIN', otp: '1234' })).toBe(false)
    h.actor.send({ type: 'SUBMIT_PIN', otp: '1234' })
    expect(h.verifies).toHaveLength(0)
  })

  it('accepts only a 4-digit PIN', async () => {
    const h = harness()
    await toPinStep(h)
    const can = (otp: string) => h.actor.getSnapshot().can({ type: 'SUBMIT_PIN', otp })
    expect(can('123')).toBe(false)
    expect(can('12345')).toBe(false)
    expect(can('12a4')).toBe(false)
    expect(can(' 1234')).toBe(false)
    expect(can('')).toBe(false)
    expect(can('1234')).toBe(true)
    expect(can('0000')).toBe(true)
  })

  it('signs in: verify gets the PIN, the answer is the output and is emitted', async () => {
    const h = harness()
    await toPinStep(h)
    h.actor.send({ type: 'SUBMIT_PIN', otp: '1234' })
    expect(h.actor.getSnapshot().matches({ pinEntry: { pin: 'verifying' } })).toBe(true)
    expect(h.verifies[0]?.input).toEqual({ otp: '1234' })
    h.verifies[0]?.resolve(answer)
    await h.settle()
    const snapshot = h.actor.getSnapshot()
    expect(snapshot.value).toBe('signedIn')
    expect(snapshot.status).toBe('done')
    expect(snapshot.output).toEqual(answer)
    expect(h.emitted).toContainEqual({ type: 'signedIn', answer })
  })

  it('ignores double submits while the PIN is being verified', async () => {
    const h = harness()
    await toPinStep(h)
    h.actor.send({ type: 'SUBMIT_PIN', otp: '1234' })
    expect(h.actor.getSnapshot().can({ type: 'SUBMIT_PIN', otp: '1234' })).toBe(false)
    h.actor.send({ type: 'SUBMIT_PIN', otp: '1234' })
    h.actor.send({ type: 'SUBMIT_PIN', otp: '9999' })
    expect(h.verifies).toHaveLength(1)
  })

  it('ignores double submits of the phone while the PIN is being sent', () => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT_PHONE', phone: PHONE })
    expect(h.actor.getSnapshot().can({ type: 'SUBMIT_PHONE', phone: PHONE })).toBe(false)
    h.actor.send({ type: 'SUBMIT_PHONE', phone: PHONE })
    h.actor.send({ type: 'SUBMIT_PHONE', phone: '01911000000' })
    expect(h.sends).toHaveLength(1)
  })

  it('a rejected PIN (500) goes back to PIN entry with the error; the countdown keeps running', async () => {
    const h = harness()
    await toPinStep(h)
    h.seconds(10)
    h.actor.send({ type: 'SUBMIT_PIN', otp: '0000' })
    h.seconds(5)
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(RESEND_SECONDS - 15)
    const error = apiError(500, 'Invalid OTP')
    h.verifies[0]?.reject(error)
    await h.settle()
    const snapshot = h.actor.getSnapshot()
    expect(snapshot.matches({ pinEntry: { pin: 'entering', resend: 'locked' } })).toBe(true)
    expect(snapshot.context.verifyError).toBe(error)
    expect(h.emitted).toContainEqual({ type: 'verifyFailed', error })
    // The shopper can try again.
    h.actor.send({ type: 'SUBMIT_PIN', otp: '1234' })
    expect(h.verifies).toHaveLength(2)
    expect(h.actor.getSnapshot().context.verifyError).toBeNull()
  })

  it('a failed send (422) stays on the phone step with the error and never shows the PIN step', async () => {
    const h = harness()
    h.actor.send({ type: 'SUBMIT_PHONE', phone: '123' })
    const error = apiError(422, 'The given data was invalid.', { phone: ['The phone format is invalid.'] })
    h.sends[0]?.reject(error)
    await h.settle()
    expect(h.actor.getSnapshot().value).toBe('phoneEntry')
    expect(h.actor.getSnapshot().context.sendError).toBe(error)
    expect(h.emitted).toEqual([{ type: 'sendFailed', error }])
    // Fixing the phone and submitting again clears the error.
    h.actor.send({ type: 'SUBMIT_PHONE', phone: PHONE })
    expect(h.actor.getSnapshot().context.sendError).toBeNull()
    expect(h.sends).toHaveLength(2)
  })

  it('Change number goes back to the phone step with the phone kept; the countdown stops', async () => {
    const h = harness()
    await toPinStep(h)
    h.seconds(3)
    h.actor.send({ type: 'CHANGE_PHONE' })
    expect(h.actor.getSnapshot().value).toBe('phoneEntry')
    expect(h.actor.getSnapshot().context.phone).toBe(PHONE)
    h.seconds(100)
    expect(h.actor.getSnapshot().value).toBe('phoneEntry')
    // Sending again starts a fresh 59-second lock.
    await toPinStep(h)
    expect(h.actor.getSnapshot().context.secondsLeft).toBe(RESEND_SECONDS)
  })

  it('cannot change the number while the PIN is being verified', async () => {
    const h = harness()
    await toPinStep(h)
    h.actor.send({ type: 'SUBMIT_PIN', otp: '1234' })
    expect(h.actor.getSnapshot().can({ type: 'CHANGE_PHONE' })).toBe(false)
  })

  it('does not resend while the PIN is being verified, even after the countdown', async () => {
    const h = harness()
    await toPinStep(h)
    h.seconds(RESEND_SECONDS)
    h.actor.send({ type: 'SUBMIT_PIN', otp: '1234' })
    expect(h.actor.getSnapshot().can({ type: 'RESEND' })).toBe(false)
    h.actor.send({ type: 'RESEND' })
    expect(h.sends).toHaveLength(1)
  })
})

// ---------------------------------------------------------------------------------------------
// Model-based paths: the machine's graph (with a 2-second lock to keep it small) gives the
// shortest path to every reachable state; each path is replayed on a real actor, with the
// actors answered by hand and the countdown on the simulated clock, and must end in that state.

type Snapshot = SnapshotFrom<typeof otpLoginMachine>
type ModelEvent = { type: string } & Record<string, unknown>

const MODEL_SECONDS = 2
const TICK = 'xstate.after.SECOND.otpLogin.pinEntry.resend.locked'
const sendError = apiError(422, 'The given data was invalid.', { phone: ['The phone field is required.'] })
const verifyError = apiError(500, 'Invalid OTP')

const modelEvents: ModelEvent[] = [
  { type: 'SUBMIT_PHONE', phone: PHONE },
  { type: 'SUBMIT_PHONE', phone: '' },
  { type: 'xstate.done.actor.sendOtp', output: { message: 'sent' } },
  { type: 'xstate.error.actor.sendOtp', error: sendError },
  { type: 'SUBMIT_PIN', otp: '1234' },
  { type: 'SUBMIT_PIN', otp: '12' },
  { type: 'xstate.done.actor.verifyOtp', output: answer },
  { type: 'xstate.error.actor.verifyOtp', error: verifyError },
  { type: TICK },
  { type: 'RESEND' },
  { type: 'xstate.done.actor.resendOtp', output: { message: 'sent again' } },
  { type: 'xstate.error.actor.resendOtp', error: sendError },
  { type: 'CHANGE_PHONE' },
]

/** A state as the model tells states apart: where it is and how many seconds are left. */
function describeState(snapshot: Snapshot): string {
  return JSON.stringify({ value: snapshot.value, secondsLeft: snapshot.context.secondsLeft })
}

async function replay(events: readonly ModelEvent[]): Promise<Snapshot> {
  const h = harness(MODEL_SECONDS)
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.sendOtp':
      case 'xstate.done.actor.resendOtp':
        h.sends.at(-1)?.resolve(event.output as SendOtpOutput)
        await h.settle()
        break
      case 'xstate.error.actor.sendOtp':
      case 'xstate.error.actor.resendOtp':
        h.sends.at(-1)?.reject(event.error)
        await h.settle()
        break
      case 'xstate.done.actor.verifyOtp':
        h.verifies.at(-1)?.resolve(event.output as LoginAnswer)
        await h.settle()
        break
      case 'xstate.error.actor.verifyOtp':
        h.verifies.at(-1)?.reject(event.error)
        await h.settle()
        break
      case TICK:
        h.clock.increment(1000)
        break
      default:
        h.actor.send(event as Parameters<typeof h.actor.send>[0])
    }
  }
  return h.actor.getSnapshot()
}

describe('otpLogin machine (model-based paths)', () => {
  const paths = getShortestPaths(otpLoginMachine, {
    input: { resendSeconds: MODEL_SECONDS },
    events: modelEvents as never,
    serializeState: (snapshot) => describeState(snapshot),
  })

  it('reaches every state of the flow', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect(reached).toContain('"phoneEntry"')
    expect(reached).toContain('"sending"')
    expect(reached).toContain('"signedIn"')
    for (const [resend, pin] of [
      ['locked', 'entering'],
      ['locked', 'verifying'],
      ['ready', 'entering'],
      ['ready', 'verifying'],
      ['resending', 'entering'],
    ]) {
      expect(reached).toContain(JSON.stringify({ pinEntry: { resend, pin } }))
    }
    // Resending and verifying exclude each other.
    expect(reached).not.toContain(JSON.stringify({ pinEntry: { resend: 'resending', pin: 'verifying' } }))
    // Every countdown value of the shortened lock is a state of its own.
    const seconds = new Set(paths.map((path) => path.state.context.secondsLeft))
    expect([...seconds].sort()).toEqual([0, 1, 2])
  })

  it('never reaches the PIN step without a successful send', () => {
    for (const path of paths) {
      if (!path.state.matches('pinEntry')) continue
      const types = path.steps.map((step) => step.event.type)
      expect(types).toContain('xstate.done.actor.sendOtp')
    }
  })

  it('only reaches signed in through a successful verification of a 4-digit PIN', () => {
    const signedIn = paths.filter((path) => path.state.matches('signedIn'))
    expect(signedIn.length).toBeGreaterThan(0)
    for (const path of signedIn) {
      const types = path.steps.map((step) => step.event as ModelEvent)
      const pinIndex = types.findIndex((e) => e.type === 'SUBMIT_PIN')
      expect(types[pinIndex]).toMatchObject({ otp: '1234' })
      expect(types.at(-1)?.type).toBe('xstate.done.actor.verifyOtp')
    }
  })

  for (const path of paths) {
    const events = path.steps.map((step) => step.event as ModelEvent)
    const target = describeState(path.state)
    it(`replays ${events.map((e) => e.type.replace('xstate.', '')).join(' → ') || '(start)'} to ${target}`, async () => {
      const snapshot = await replay(events)
      expect(describeState(snapshot)).toBe(target)
    })
  }
})
