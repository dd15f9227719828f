/**
 * A component whose code is loaded on demand, without Suspense: until it has loaded (or if its
 * chunk fails to load, e.g. after a deploy) the fallback shows, so a missing chunk never takes the
 * page down. The failure is logged and the next mount tries again.
 *
 *   const OffcanvasMenu = onDemand(() => import('./OffcanvasMenu').then((m) => m.OffcanvasMenu))
 *   <OffcanvasMenu {...props} fallback={null} />   // starts loading when first rendered
 *   OffcanvasMenu.preload()                        // e.g. when the pointer nears its button
 */
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { inBrowser, useVisitorStore } from './hydrated'

export type OnDemandProps<P> = P & { fallback?: ReactNode }

export type OnDemand<P> = ComponentType<OnDemandProps<P>> & {
  /** Starts loading (idempotent); resolves when loaded or failed. */
  preload: () => Promise<void>
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<void> | null = null

  function preload(): Promise<void> {
    pending ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        pending = null
        console.error('A part of the page could not be loaded', error)
      },
    )
    return pending
  }

  function OnDemandComponent({ fallback = null, ...props }: OnDemandProps<P>) {
    // The server renders the fallback, and so does hydration, even if the code is here already
    // (also in a boundary that hydrates late: see inBrowser); a later mount draws it at once.
    const drawnAfter = useVisitorStore(inBrowser)
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => (drawnAfter ? loaded : null))
    useEffect(() => {
      if (Component) return
      let mounted = true
      // In a transition: the loaded part renders in slices React can interrupt, not as one
      // synchronous render the moment its chunk arrives (what a store's change would cause).
      const show = () => {
        if (mounted && loaded) startTransition(() => setComponent(() => loaded))
      }
      const start = () => void preload().then(show)
      let timer: ReturnType<typeof setTimeout> | undefined
      // Loaded or asked for already: preload's promise shows it once settled (at once if loaded:
      // a microtask).
      if (loaded || pending) start()
      // Not asked for yet: its import in a task of its own. Vite's helper appends a modulepreload
      // link for each file the chunk needs inside the import call, and the effects of a commit
      // (hydration's, with every on-demand part of the page) run together in one task.
      else timer = setTimeout(start)
      return () => {
        mounted = false
        clearTimeout(timer)
      }
    }, [Component])
    if (!Component) return fallback
    // The loaded component is one module-level value for the whole visit: never recreated, no state lost.
    return <Component {...(props as P)} />
  }

  return Object.assign(OnDemandComponent, { preload })
}
