/**
 * The toast container with its styles: its own chunk, loaded by Toasts.tsx at the shopper's first
 * press or key (or the first toast). The refill banner's check rides along (issue 24): only when
 * a `refillReminders` key is in storage is the banner's chunk loaded, so the first visit carries
 * none of it.
 */
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled'
import 'react-toastify/dist/ReactToastify.css'
import { REFILL_REMINDERS_KEY } from '@/account/refillKey'
import { readRaw } from '@/lib/storage'

const RefillBanner = lazy(() => import('@/account/RefillBannerContainer'))

/** The refill banner, when this browser holds refill reminders at all (its chunk decides if one is due). */
function RefillCheck() {
  const [stored] = useState(() => readRaw(REFILL_REMINDERS_KEY) !== null)
  if (!stored) return null
  return (
    <Suspense fallback={null}>
      <RefillBanner />
    </Suspense>
  )
}

/** react-toastify's close button, named in the page's language (the library's says 'close'). */
function ToastCloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      type="button"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation()
        closeToast(true)
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  )
}

export default function ToastHost() {
  const { t } = useLingui()
  const closeLabel = t`close`
  return (
    <>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        newestOnTop
        closeButton={(props) => <ToastCloseButton {...props} label={closeLabel} />}
        aria-label={t`Notifications Alt+T`}
      />
      <RefillCheck />
    </>
  )
}
