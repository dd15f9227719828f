/**
 * The popup advertisement of the home page (spec 000 s2 "Home page", s4, s9): shown at most once per
 * visit, only when the popup status says active, about 1 s after the home page is shown.
 *
 *   idle ──HOME_SHOWN──▶ checking ──active──▶ loading ──ad──▶ ready ─(on home)─▶ waiting ──1 s──▶ open ──CLOSE──▶ closed
 *                          │ inactive/error      │ none/error      └─(not on home)─▶ paused ◀──HOME_LEFT── waiting
 *                          ▼                     ▼                                     └──HOME_SHOWN──▶ waiting
 *                         off                   off
 *
 * The machine lives as long as the page shell (one visit): route changes send HOME_SHOWN and
 * HOME_LEFT, so the ad never pops up on another page, and once closed it never comes back.
 * Side effects are the two injected actors: `checkStatus` (GET /api/popup-status) and `loadAd`
 * (GET /api/popup-advertise, resolving to null when there is nothing to show).
 */
import type { PopupAd } from '@/api/entities'
import { assign, fromPromise, setup } from 'xstate'

/** Spec 000 s9: popup delay 1 s. */
export const POPUP_DELAY_MS = 1000

export interface PopupAdContext {
  ad: PopupAd | null
  /** Whether the home page is the current page. */
  onHome: boolean
}

export type PopupAdEvent = { type: 'HOME_SHOWN' } | { type: 'HOME_LEFT' } | { type: 'CLOSE' }

export interface PopupAdInput {
  /** The visit starts on the home page. */
  onHome: boolean
}

export const popupAdMachine = setup({
  types: {
    context: {} as PopupAdContext,
    events: {} as PopupAdEvent,
    input: {} as PopupAdInput,
  },
  actors: {
    /** Resolves true when the popup status is active. */
    checkStatus: fromPromise<boolean>(() => Promise.reject(new Error('checkStatus is not provided'))),
    /** Resolves the advertisement, or null when there is none to show. */
    loadAd: fromPromise<PopupAd | null>(() => Promise.reject(new Error('loadAd is not provided'))),
  },
  delays: {
    popupDelay: POPUP_DELAY_MS,
  },
  guards: {
    onHome: ({ context }) => context.onHome,
  },
  actions: {
    markOnHome: assign({ onHome: true }),
    markLeftHome: assign({ onHome: false }),
  },
}).createMachine({
  id: 'popupAd',
  context: ({ input }) => ({ ad: null, onHome: input.onHome }),
  initial: 'idle',
  // Outside the states that react to them, route changes only record where the shopper is.
  on: {
    HOME_SHOWN: { actions: 'markOnHome' },
    HOME_LEFT: { actions: 'markLeftHome' },
  },
  states: {
    /** Not on the home page yet: nothing is fetched. */
    idle: {
      always: { guard: 'onHome', target: 'checking' },
      on: { HOME_SHOWN: { target: 'checking', actions: 'markOnHome' } },
    },
    checking: {
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        onDone: [{ guard: ({ event }) => event.output, target: 'loading' }, { target: 'off' }],
        onError: { target: 'off' },
      },
    },
    loading: {
      invoke: {
        id: 'loadAd',
        src: 'loadAd',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'ready',
            actions: assign({ ad: ({ event }) => event.output }),
          },
          { target: 'off' },
        ],
        onError: { target: 'off' },
      },
    },
    /** The ad is known: wait on the home page, or until the shopper comes back to it. */
    ready: {
      always: [{ guard: 'onHome', target: 'waiting' }, { target: 'paused' }],
    },
    waiting: {
      after: { popupDelay: { target: 'open' } },
      on: { HOME_LEFT: { target: 'paused', actions: 'markLeftHome' } },
    },
    paused: {
      on: { HOME_SHOWN: { target: 'waiting', actions: 'markOnHome' } },
    },
    open: {
      on: {
        CLOSE: { target: 'closed' },
        // Following the ad's link (or any navigation) away from home closes it for good.
        HOME_LEFT: { target: 'closed', actions: 'markLeftHome' },
      },
    },
    /** Shown and closed: not again during this visit. */
    closed: { type: 'final' },
    /** Inactive, nothing to show, or a failed call (logged by the app): not during this visit. */
    off: { type: 'final' },
  },
})

export type PopupAdMachine = typeof popupAdMachine
