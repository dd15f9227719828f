/**
 * The shop's clock for the delivery date and slots: today and the current hour in Asia/Dhaka
 * (docs/decisions/0019-checkout-time-zone.md). It refreshes at every full hour while the page
 * stays open, and when the tab comes back to the foreground (timers of hidden tabs are throttled).
 */
import { useEffect, useState } from 'react'
import { msUntilNextHour, shopClock, type ShopClock } from '@/lib/deliverySlots'

export type CheckoutClock = Pick<ShopClock, 'today' | 'hour'>

function read(now: () => number): CheckoutClock {
  const { today, hour } = shopClock(now())
  return { today, hour }
}

// The first reading of the shop's clock makes Intl's Dhaka formatter (~25 ms at 4x CPU): in a task
// of its own once this module has run, not inside the page's first render (docs/perf.md).
if (!import.meta.env.SSR) setTimeout(() => read(Date.now))

/** `now` is injectable so stories can fix the time. */
export function useCheckoutClock(now: () => number = Date.now): CheckoutClock {
  const [clock, setClock] = useState(() => read(now))

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      setClock((previous) => {
        const next = read(now)
        return next.today === previous.today && next.hour === previous.hour ? previous : next
      })
    }
    const schedule = () => {
      timer = setTimeout(() => {
        refresh()
        schedule()
      }, msUntilNextHour(now()))
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [now])

  return clock
}
