import { lazy, Suspense, useEffect, useState } from 'react'
import { afterNextPaint, whenIntent } from '@/lib/idle'
import { onToastLibraryRequested } from '@/lib/toast'

// Fetched after the next paint: the first toast is asked for inside a press (Add to Cart).
const ToastHost = lazy(() => afterNextPaint().then(() => import('./ToastHost')))

/**
 * Mounts the toast container when the first toast is asked for or at the shopper's first press or
 * key (a toast follows an interaction), whichever comes first; toasts asked for before it mounts
 * are shown when it does. Nothing of it loads while the shopper only looks.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const show = () => setWanted(true)
    const stopListening = onToastLibraryRequested(show)
    const cancelIntent = whenIntent(show)
    return () => {
      stopListening()
      cancelIntent()
    }
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  )
}
