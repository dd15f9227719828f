/**
 * Phone PIN sign-in (spec 001 s2 "Phone login", s4, s8, s9): phone entry -> sending -> PIN entry
 * (only after the send succeeded) -> verifying -> signed in. 'Resend OTP' is locked for 59 seconds
 * after each send; the PIN is 4 digits. While a call is in flight the submit events are not
 * accepted, so a double click or a second Enter sends nothing.
 *
 * Effects are injected by the page with `.provide({ actors: { sendOtp, verifyOtp } })`; what the UI
 * must react to once (toasts, field errors, the stored session) is emitted: listen with
 * `actor.on('verifyFailed', ...)`.
 */
import { and, assign, emit, fromPromise, not, setup, stateIn } from 'xstate'
import type { LoginAnswer } from '@/api'

/** Seconds 'Resend OTP' stays locked after a send (spec 001 s9). */
export const RESEND_SECONDS = 59
/** The PIN is 4 digits (spec 001 s9). */
export const PIN_PATTERN = /^\d{4}$/

export interface OtpLoginInput {
  /** Length of the resend lock in seconds: RESEND_SECONDS (59) in the app; tests shorten it. */
  resendSeconds: number
}

export interface OtpLoginContext {
  /** The phone the PIN was (or is being) sent to. */
  phone: string
  resendSeconds: number
  /** Seconds until 'Resend OTP' unlocks; 0 when it may be used. */
  secondsLeft: number
  /** The server's message of the last successful send ('OTP sent to ...'). */
  sentMessage: string
  /** Why the last send or resend failed (an ApiError from the page's actor), or null. */
  sendError: unknown
  /** Why the last verification failed, or null. */
  verifyError: unknown
  /** The login answer once signed in. */
  answer: LoginAnswer | null
}

export type OtpLoginEvent =
  | { type: 'SUBMIT_PHONE'; phone: string }
  | { type: 'SUBMIT_PIN'; otp: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_PHONE' }

export type OtpLoginEmitted =
  | { type: 'otpSent'; phone: string; message: string }
  | { type: 'sendFailed'; error: unknown }
  | { type: 'verifyFailed'; error: unknown }
  | { type: 'signedIn'; answer: LoginAnswer }

/** What the send actor answers: the server's message (may be empty). */
export interface SendOtpOutput {
  message: string
}

export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent,
    input: {} as OtpLoginInput,
    emitted: {} as OtpLoginEmitted,
    output: {} as LoginAnswer | null,
  },
  actors: {
    /** POST /api/otp-login {phone}; provided by the page. */
    sendOtp: fromPromise<SendOtpOutput, { phone: string }>(() =>
      Promise.reject(new Error('otpLogin: provide the sendOtp actor')),
    ),
    /** POST /api/verify-otp {otp, password: ''}; provided by the page. */
    verifyOtp: fromPromise<LoginAnswer, { otp: string }>(() =>
      Promise.reject(new Error('otpLogin: provide the verifyOtp actor')),
    ),
  },
  guards: {
    phoneEntered: ({ event }) => event.type === 'SUBMIT_PHONE' && event.phone.trim() !== '',
    pinComplete: ({ event }) => event.type === 'SUBMIT_PIN' && PIN_PATTERN.test(event.otp),
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    /** A send or a resend succeeded: the server's message, announced once. */
    sent: assign({ sentMessage: (_, params: SendOtpOutput) => params.message }),
    announceSent: emit(({ context }, params: SendOtpOutput) => ({
      type: 'otpSent' as const,
      phone: context.phone,
      message: params.message,
    })),
    /** A send or a resend failed: why, announced once. */
    sendFailed: assign({ sendError: (_, params: { error: unknown }) => params.error }),
    announceSendFailed: emit((_, params: { error: unknown }) => ({ type: 'sendFailed' as const, error: params.error })),
    /** The resend lock starts (again) at its full length. */
    lockResend: assign({ secondsLeft: ({ context }) => context.resendSeconds }),
  },
  delays: {
    SECOND: 1000,
  },
}).createMachine({
  id: 'otpLogin',
  context: ({ input }) => ({
    phone: '',
    resendSeconds: input.resendSeconds,
    secondsLeft: 0,
    sentMessage: '',
    sendError: null,
    verifyError: null,
    answer: null,
  }),
  initial: 'phoneEntry',
  states: {
    phoneEntry: {
      on: {
        SUBMIT_PHONE: {
          guard: 'phoneEntered',
          target: 'sending',
          actions: assign({ phone: ({ event }) => event.phone.trim(), sendError: null }),
        },
      },
    },
    sending: {
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: {
          target: 'pinEntry',
          actions: [
            { type: 'sent', params: ({ event }) => event.output },
            { type: 'announceSent', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'phoneEntry',
          actions: [
            { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceSendFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    pinEntry: {
      type: 'parallel',
      entry: ['lockResend', assign({ verifyError: null })],
      states: {
        resend: {
          initial: 'locked',
          states: {
            locked: {
              after: {
                SECOND: [
                  { guard: 'lastSecond', target: 'ready', actions: assign({ secondsLeft: 0 }) },
                  {
                    target: 'locked',
                    reenter: true,
                    actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
                  },
                ],
              },
            },
            ready: {
              on: {
                RESEND: {
                  // Not while a PIN is being checked: its answer decides whether a new one is needed.
                  guard: not(stateIn('#otpLogin.pinEntry.pin.verifying')),
                  target: 'resending',
                  actions: assign({ sendError: null }),
                },
              },
            },
            resending: {
              invoke: {
                id: 'resendOtp',
                src: 'sendOtp',
                input: ({ context }) => ({ phone: context.phone }),
                onDone: {
                  target: 'locked',
                  actions: [
                    'lockResend',
                    { type: 'sent', params: ({ event }) => event.output },
                    { type: 'announceSent', params: ({ event }) => event.output },
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: [
                    { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) },
                    { type: 'announceSendFailed', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
        pin: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                SUBMIT_PIN: {
                  // A PIN checked while a new one is on its way could only fail: wait for the resend.
                  guard: and(['pinComplete', not(stateIn('#otpLogin.pinEntry.resend.resending'))]),
                  target: 'verifying',
                  actions: assign({ verifyError: null }),
                },
                CHANGE_PHONE: { target: '#otpLogin.phoneEntry' },
              },
            },
            verifying: {
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ event }) => ({ otp: event.type === 'SUBMIT_PIN' ? event.otp : '' }),
                onDone: {
                  target: '#otpLogin.signedIn',
                  actions: [
                    assign({ answer: ({ event }) => event.output }),
                    emit(({ event }) => ({ type: 'signedIn' as const, answer: event.output })),
                  ],
                },
                onError: {
                  target: 'entering',
                  actions: [
                    assign({ verifyError: ({ event }) => event.error }),
                    emit(({ event }) => ({ type: 'verifyFailed' as const, error: event.error })),
                  ],
                },
              },
            },
          },
        },
      },
    },
    signedIn: {
      type: 'final',
    },
  },
  output: ({ context }) => context.answer,
})

export type OtpLoginMachine = typeof otpLoginMachine
