import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'
import { onToastLibraryRequested } from '@/lib/toast'

const ToastHost = lazy(() => import('./ToastHost'))

/**
 * Mounts the toast container when the first toast is asked for or when the browser is idle,
 * whichever comes first; toasts asked for before it mounts are shown when it does.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const show = () => setWanted(true)
    const stopListening = onToastLibraryRequested(show)
    const cancelIdle = whenIdle(show)
    return () => {
      stopListening()
      cancelIdle()
    }
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  )
}
