/**
 * The popup advertisement's actor with the real calls (usePopupAd loads this module, with XState
 * and the machine, after the window's load event: none of it is in the first visit's code).
 */
import { createActor, fromPromise, type Actor } from 'xstate'
import type { PopupAd } from '@/api/entities'
import { getPopupAd, getPopupStatus } from '@/api/home'
import { uploadUrl } from '@/api/images'
import { popupAdMachine, type PopupAdMachine } from '@machines/popupAd'

export type PopupActor = Actor<PopupAdMachine>

/** Resolves when the image is decoded; rejects when it cannot be loaded. */
function preloadImage(src: string): Promise<void> {
  const image = new Image()
  image.src = src
  return image.decode()
}

async function checkStatus(): Promise<boolean> {
  try {
    return (await getPopupStatus()).status
  } catch (error) {
    console.error('Popup status could not be loaded', error)
    throw error
  }
}

async function loadAd(): Promise<PopupAd | null> {
  try {
    const ad = await getPopupAd()
    const src = ad ? uploadUrl('popup', ad.image) : null
    if (!ad || !src) return null
    await preloadImage(src)
    return ad
  } catch (error) {
    console.error('Popup advertisement could not be loaded', error)
    throw error
  }
}

/**
 * The popup's actor, not started (its creation computes the machine's first state: XState's first
 * run on the page); `onView` hears whether it is open and with which ad once it starts.
 */
export function createPopupAd(
  onHome: boolean,
  onView: (view: { ad: PopupAd | null; open: boolean }) => void,
): PopupActor {
  const machine = popupAdMachine.provide({
    actors: { checkStatus: fromPromise(checkStatus), loadAd: fromPromise(loadAd) },
  })
  const actor = createActor(machine, { input: { onHome } })
  actor.subscribe((snapshot) => {
    const open = snapshot.matches('open')
    onView({ ad: open ? snapshot.context.ad : null, open })
  })
  return actor
}
