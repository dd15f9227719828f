/**
 * Wires the popup advertisement machine (machines/popupAd.ts) to the API for the page shell.
 *
 * The machine, XState and the calls (popupAdActor.ts) are loaded after the window's load event, in
 * their own chunk, so the popup never competes with the first paint; the machine then checks the
 * status, loads the ad (and its image, so the dialog never opens empty) and opens about 1 s later.
 * Loading, creating and starting the actor are three tasks of their own. The actor lives as long
 * as the shell: one visit. Route changes reach it as HOME_SHOWN / HOME_LEFT.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PopupAd } from '@/api/entities'
import type { PopupActor } from './popupAdActor'
import { afterLoad, nextTask } from '@/lib/idle'

export interface PopupAdView {
  /** The ad while the popup is open, else null. */
  ad: PopupAd | null
  open: boolean
  close: () => void
}

export function usePopupAd(onHome: boolean): PopupAdView {
  const [actor, setActor] = useState<PopupActor | null>(null)
  const [view, setView] = useState<{ ad: PopupAd | null; open: boolean }>({ ad: null, open: false })
  const onHomeRef = useRef(onHome)
  useEffect(() => {
    onHomeRef.current = onHome
  }, [onHome])

  useEffect(() => {
    let cancelled = false
    let started: PopupActor | null = null
    // Three tasks, none long on a phone: the chunk's evaluation (XState's), the actor's creation,
    // its start (the status check's call and storage read). One, they measured 80-200 ms at 4x CPU.
    void afterLoad()
      .then(() => import('./popupAdActor'))
      .then(async ({ createPopupAd }) => {
        await nextTask()
        if (cancelled) return
        const actor = createPopupAd(onHomeRef.current, setView)
        await nextTask()
        if (cancelled) return
        started = actor
        // Were the route to change since the creation, the effect below sends where the shopper is.
        actor.start()
        setActor(actor)
      })
      .catch((error: unknown) => console.error('Popup advertisement could not be started', error))
    return () => {
      cancelled = true
      started?.stop()
    }
  }, [])

  useEffect(() => {
    if (!actor || actor.getSnapshot().status !== 'active') return
    actor.send({ type: onHome ? 'HOME_SHOWN' : 'HOME_LEFT' })
  }, [actor, onHome])

  const close = useCallback(() => {
    if (actor?.getSnapshot().can({ type: 'CLOSE' })) actor.send({ type: 'CLOSE' })
  }, [actor])

  return { ...view, close }
}
