import { useEffect, useState } from 'react'
import { ConnectionBanner, type ConnectionState } from '@/components/layout/ConnectionBanner'

/** How long 'Back online' stays after the connection returns. */
export const BACK_ONLINE_MS = 4000

/**
 * 'You are offline' while the browser is offline; 'Back online' for a few seconds when the
 * connection returns (only after it was lost during this visit).
 */
export function ConnectionNotice({ online }: { online: boolean }) {
  const [seen, setSeen] = useState(online)
  const [restored, setRestored] = useState(false)
  // A change of connection: back online starts the 'Back online' moment; offline ends it.
  if (seen !== online) {
    setSeen(online)
    setRestored(online)
  }
  useEffect(() => {
    if (!restored) return
    const timer = setTimeout(() => setRestored(false), BACK_ONLINE_MS)
    return () => clearTimeout(timer)
  }, [restored])

  const state: ConnectionState = !online ? 'offline' : restored ? 'back-online' : 'online'
  return <ConnectionBanner state={state} />
}
