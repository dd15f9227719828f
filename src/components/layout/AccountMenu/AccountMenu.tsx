import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router-dom'
import type { Customer } from '@/api/entities'
import { ROUTES } from '@/lib/paths'
import { useDisclosure } from '@/lib/useDisclosure'
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
 * A disclosure (useDisclosure: Escape closes and returns to the button, a click outside or leaving
 * with Tab closes it): Enter/Space/ArrowDown open it (ArrowDown focuses the first entry), Up/Down,
 * Home and End move.
 */
export function AccountMenu({ user, onLogout, pending = false }: AccountMenuProps) {
  const { t } = useLingui()
  const { isOpen: open, setOpen, close, rootProps, buttonProps, panelProps } = useDisclosure()

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

  const items = () => Array.from(rootProps.ref.current?.querySelectorAll<HTMLElement>('[data-account-item]') ?? [])

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      // Render the open list now, so its first entry can take the focus.
      flushSync(() => setOpen(true))
      items()[0]?.focus()
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
    }
  }

  const label = accountLabel(user) || t`My account`

  return (
    <div {...rootProps} className={styles.root}>
      <button {...buttonProps} className={styles.button} onKeyDown={onButtonKeyDown}>
        <UserIcon />
        <span className={styles.name}>
          <span className="visually-hidden">{t`Account:`} </span>
          {label}
        </span>
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul {...panelProps} className={styles.panel}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link className={styles.item} to={link.to} data-account-item="" onKeyDown={onItemKeyDown} onClick={close}>
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
              close()
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
