import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

/**
 * True in the browser, false on the server. Read through useVisitorStore, it is false in every
 * part React hydrates, whenever that is, and in the parts mounted before the visitor's transition;
 * true in a part mounted after it. For a state's first value, which must be the server's in a
 * hydrated part (onDemand): unlike useVisitorKnown (a context), it is also false in a boundary that
 * hydrates after that transition (one whose chunk came late); unlike useHydrated, the parts
 * hydrated with the page are not rendered again when hydration ends (decision 0063).
 */
export const inBrowser: VisitorStore<boolean> = {
  subscribe: () => () => undefined,
  getSnapshot: () => true,
  getServerSnapshot: () => false,
}

/**
 * False while the server renders and while the browser hydrates that HTML, true from the first
 * render after hydration (and always true in a page rendered in the browser only). React renders
 * its change synchronously, in hydration's last task: only for VisitorKnown (below) and for what
 * must know which element hydration adopted (useServerHtml). Other parts that change once
 * hydrated follow useVisitorKnown, set in a transition (decision 0060).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(inBrowser.subscribe, inBrowser.getSnapshot, inBrowser.getServerSnapshot)
}

const VisitorKnownContext = createContext(true)

/**
 * Whether this browser's own values (its storage's cart, session, wishlist) may be drawn: false on
 * the server and while the browser hydrates the server's HTML; then true, set in a transition, so
 * that React draws the visitor's parts in slices it can interrupt rather than in one synchronous
 * render right after hydrating (an external store whose value differs from the one hydration used
 * is rendered again at once, decision 0059). Without a provider (a page drawn in the browser only,
 * stories, tests) it is true from the first render. It is also what other parts that change once
 * hydrated follow (the current page's placeholder, the signed-in mark: decision 0060), so that
 * they too render in that transition. A boundary that suspends while it hydrates (a lazy chunk
 * still on its way) can hydrate after the transition, with this already true: what must draw the
 * server's markup there reads inBrowser through useVisitorStore instead (decision 0063).
 */
export function useVisitorKnown(): boolean {
  return useContext(VisitorKnownContext)
}

/** An external store whose value lives in this browser (the cart, the session, the wishlist). */
export interface VisitorStore<T> {
  subscribe: (onChange: () => void) => () => void
  getSnapshot: () => T
  /** Its value on the server, and while the browser hydrates the server's HTML. */
  getServerSnapshot: () => T
}

/**
 * A visitor store's value, read as the server's until useVisitorKnown is true: for the parts that
 * are costly to draw again (the header's counts, checkout), whose visitor's values then render in
 * a transition. Parts drawn many times (a product card's line) use the store's own hook: only
 * those whose value differs render again after hydration.
 */
export function useVisitorStore<T>(store: VisitorStore<T>): T {
  return useSyncExternalStore(
    store.subscribe,
    useVisitorKnown() ? store.getSnapshot : store.getServerSnapshot,
    store.getServerSnapshot,
  )
}

/** Provides useVisitorKnown; around the router, on the server and in the browser alike. */
export function VisitorKnown({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const [known, setKnown] = useState(hydrated)
  useEffect(() => {
    if (!known) startTransition(() => setKnown(true))
  }, [known])
  return <VisitorKnownContext value={known}>{children}</VisitorKnownContext>
}

/**
 * A part of a page React hydrates on its own, after the part around it: its own Suspense boundary
 * in the server's HTML, so hydration commits it and runs its effects in tasks of its own instead
 * of in one long task with the whole page (the home page's lower sections, decision 0053; the
 * checkout's body). Nothing in it suspends, so no fallback is ever shown.
 *
 * Inside one, read no SWR key that the part around it reads too (the shell's site metadata,
 * categories, menus, pages): once the first reader has mounted, SWR gives a reader hydrating later
 * the key's entry as it was before, React finds the current one differs (another object) and
 * renders that reader again at once, a synchronous render of all it holds (docs/perf.md, the
 * checkout's start-up commit). Read it in a small part drawn only after hydration, or pass it down.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
