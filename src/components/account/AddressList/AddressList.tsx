import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { englishTexts, useText } from '@/i18n/lingui'
import { useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Address } from '@/api/entities'
import { updateAddressPath } from '@/lib/paths'
import buttons from '../buttons.module.css'
import { ConfirmDialog } from '../ConfirmDialog'
import styles from './AddressList.module.css'

export interface AddressListProps {
  addresses: readonly Address[]
  /** The address an action is running for (buttons of every address wait), or null. */
  busyId?: number | null
  /** Active Address: makes this one the active address. */
  onActivate: (address: Address) => void
  /** Delete, after the shopper confirmed. */
  onDelete: (address: Address) => void
}

/** The spec's delete question, verbatim (spec 001 s8); shown through `useText`, which translates it. */
export const DELETE_QUESTION = englishTexts({ question: msg`Are you sure to delete Address ?` }).question

/** Status 0 marks the active address (spec 001 s4). */
export function isActiveAddress(address: Pick<Address, 'status'>): boolean {
  return address.status === 0
}

export function addressName(address: Pick<Address, 'first_name' | 'last_name'>): string {
  return [address.first_name, address.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
}

/** The address lines in reading order, empty parts left out. */
export function addressLines(address: Address): string[] {
  const place = [address.area, address.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
  return [address.address_line_one, address.address_line_tow, place].map((line) => line.trim()).filter(Boolean)
}

/**
 * My Address (spec 001 s2): the active address (status 0) is highlighted and offers Edit and
 * Delete; the others offer Active Address, Edit and Delete. Delete asks first, in a dialog.
 */
export function AddressList({ addresses, busyId = null, onActivate, onDelete }: AddressListProps) {
  const { t } = useLingui()
  const text = useText()
  const [pending, setPending] = useState<Address | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const busy = busyId !== null

  return (
    <>
      <ul className={styles.list}>
        {addresses.map((address) => {
          const active = isActiveAddress(address)
          const name = addressName(address) || t`Address`
          // Two addresses can carry the same name: the first line tells them apart for screen readers.
          const line = address.address_line_one
          const { phone, email } = address
          return (
            <li key={address.id} className={active ? `${styles.card} ${styles.active}` : styles.card}>
              <div className={styles.head}>
                <h2 className={styles.name}>{name}</h2>
                {active && <span className={styles.badge}>{t`Active address`}</span>}
              </div>
              <address className={styles.address}>
                {addressLines(address).map((line) => (
                  <span key={line}>{line}</span>
                ))}
                {phone && <span>{t`Phone: ${phone}`}</span>}
                {email && <span>{t`Email: ${email}`}</span>}
              </address>
              <div className={styles.actions}>
                {!active && (
                  <button
                    type="button"
                    className={`${buttons.primary} ${buttons.small}`}
                    disabled={busy}
                    aria-busy={busyId === address.id || undefined}
                    onClick={() => onActivate(address)}
                  >
                    <Trans>
                      Active Address
                      <span className="visually-hidden">
                        : {name}, {line}
                      </span>
                    </Trans>
                  </button>
                )}
                <Link className={`${buttons.secondary} ${buttons.small}`} to={updateAddressPath(address.id)}>
                  <Trans>
                    Edit
                    <span className="visually-hidden">
                      : {name}, {line}
                    </span>
                  </Trans>
                </Link>
                <button
                  type="button"
                  className={`${buttons.danger} ${buttons.small}`}
                  disabled={busy}
                  onClick={(event) => {
                    opener.current = event.currentTarget
                    setPending(address)
                  }}
                >
                  <Trans>
                    Delete
                    <span className="visually-hidden">
                      : {name}, {line}
                    </span>
                  </Trans>
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null)
        }}
        title={text(DELETE_QUESTION)}
        confirmLabel={t`Yes, delete`}
        cancelLabel={t`No, keep it`}
        destructive
        onConfirm={() => {
          if (pending) onDelete(pending)
        }}
        returnFocusTo={() => opener.current}
      >
        {pending && (
          <p>
            {addressName(pending) || t`Address`}: {addressLines(pending).join(', ')}
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}
