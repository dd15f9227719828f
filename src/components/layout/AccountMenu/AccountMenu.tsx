import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router-dom'
import type { Customer } from '@/api/entities'
import { ROUTES } from '@/lib/paths'
import { ChevronDownIcon, UserIcon } from '../icons'
import { accountLabel } from '../shellLinks'
import styles from './AccountMenu.module.css'

export interface AccountMenuProps {
  /** The signed-in customer, or null for a guest. */
  user: Pick<Customer, 'name' | 'phone'> | null
  onLogout: () => void
  /** The session is not known yet (before hydration): the area keeps a guest's place, empty. */
  pending?: boolean
}

export const ACCOUNT_LINKS = [
  { label: msg`Profile`, to: ROUTES.profile },
  { label: msg`Order History`, to: ROUTES.orders },
  { label: msg`My Medicines`, to: ROUTES.myMedicines },
  { label: msg`My Address`, to: ROUTES.addresses },
] as const

/**
 * The header's account area (spec 000 s2): a guest sees 'Login / SignUp'; a signed-in customer
 * sees the name (or phone) on a button that opens Profile, Order History, My Medicines (beyond the
 * spec, issue 24), My Address and Logout.
 * A disclosure: Enter/Space/ArrowDown open it (ArrowDown focuses the first entry), Up/Down move,
 * Escape closes and returns to the button, and a click outside or leaving with Tab closes it.
 */
export function AccountMenu({ user, onLogout, pending = false }: AccountMenuProps) {
  const { t } = useLingui()
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  if (pending) {
    // The box of 'Login / SignUp', invisible: no shift when the real state renders.
    return (
      <span className={`${styles.login} ${styles.pending}`} aria-hidden="true" data-testid="account-pending">
        <UserIcon />
        <span>{t`Login / SignUp`}</span>
      </span>
    )
  }

  if (!user) {
    return (
      <Link className={styles.login} to={ROUTES.login}>
        <UserIcon />
        <span>{t`Login / SignUp`}</span>
      </Link>
    )
  }

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-account-item]') ?? [])

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      // Render the open list now, so its first entry can take the focus.
      flushSync(() => setOpen(true))
      items()[0]?.focus()
    } else if (event.key === 'Escape' && open) {
      setOpen(false)
    }
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLElement>) {
    const all = items()
    const index = all.indexOf(event.currentTarget)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      all[(index + 1) % all.length]?.focus()
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      all[(index - 1 + all.length) % all.length]?.focus()
    } else if (event.key === 'Home') {
      event.preventDefault()
      all[0]?.focus()
    } else if (event.key === 'End') {
      event.preventDefault()
      all[all.length - 1]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  const label = accountLabel(user) || t`My account`
  const panelId = `${id}-panel`

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon />
        <span className={styles.name}>
          <span className="visually-hidden">{t`Account:`} </span>
          {label}
        </span>
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              className={styles.item}
              to={link.to}
              data-account-item=""
              onKeyDown={onItemKeyDown}
              onClick={() => setOpen(false)}
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.item}
            data-account-item=""
            onKeyDown={onItemKeyDown}
            onClick={() => {
              setOpen(false)
              onLogout()
            }}
          >
            {t`Logout`}
          </button>
        </li>
      </ul>
    </div>
  )
}
