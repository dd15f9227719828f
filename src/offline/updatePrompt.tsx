import { useState } from 'react'
import { UpdatePrompt } from '@/components/layout/UpdatePrompt'
import { toast } from '@/lib/toast'

/** One update toast at a time, however often a new version is announced. */
export const UPDATE_TOAST_ID = 'app-update'

function UpdateToast({ onReload }: { onReload: () => void }) {
  const [reloading, setReloading] = useState(false)
  return (
    <UpdatePrompt
      reloading={reloading}
      onReload={() => {
        setReloading(true)
        onReload()
      }}
    />
  )
}

/** 'A new version is available — Reload', until the shopper reloads or closes it. */
export function showUpdatePrompt(onReload: () => void): void {
  toast.info(<UpdateToast onReload={onReload} />, {
    toastId: UPDATE_TOAST_ID,
    autoClose: false,
    closeOnClick: false,
    draggable: false,
    icon: false,
  })
}
