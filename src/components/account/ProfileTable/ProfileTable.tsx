import { useLingui } from '@lingui/react/macro'
import { useNumbers } from '@/i18n/useNumbers'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Address, Customer } from '@/api/entities'
import { useMoney } from '@/lib/useMoney'
import { ROUTES } from '@/lib/paths'
import type { Loadable } from '../loadable'
import styles from './ProfileTable.module.css'

export interface ProfileTableProps {
  customer: Pick<Customer, 'name' | 'email' | 'phone'>
  totalOrders: Loadable<number>
  /** The active shipping address, or null when the customer has none. */
  activeAddress: Loadable<Address | null>
  walletBalance: Loadable<number>
}

/** Line one, area and city of the active address, in that order, skipping empty parts. */
export function shippingAddressLine(address: Pick<Address, 'address_line_one' | 'area' | 'city'>): string {
  return [address.address_line_one, address.area, address.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
}

function Pending<T>({ value, children }: { value: Loadable<T>; children: (value: T) => ReactNode }) {
  const { t } = useLingui()
  if (value.state === 'loading') return <span className={styles.muted}>{t`Loading...`}</span>
  if (value.state === 'error') return <span className={styles.muted}>{t`Not available right now`}</span>
  return <>{children(value.value)}</>
}

function Text({ value }: { value: string }) {
  const { t } = useLingui()
  return value.trim() ? <>{value}</> : <span className={styles.muted}>{t`Not given`}</span>
}

/**
 * The profile (spec 001 s2): name, email, phone, total orders, shipping address (line one, area,
 * city) and the wallet balance. Each server value shows its own loading or failure.
 */
export function ProfileTable({ customer, totalOrders, activeAddress, walletBalance }: ProfileTableProps) {
  const { t } = useLingui()
  const { count } = useNumbers()
  const formatMoney = useMoney()
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t`Your profile`}</caption>
      <tbody>
        <tr>
          <th scope="row">{t`Name`}</th>
          <td>
            <Text value={customer.name} />
          </td>
        </tr>
        <tr>
          <th scope="row">{t`Email`}</th>
          <td>
            <Text value={customer.email} />
          </td>
        </tr>
        <tr>
          <th scope="row">{t`Phone`}</th>
          <td>
            <Text value={customer.phone} />
          </td>
        </tr>
        <tr>
          <th scope="row">{t`Total Orders`}</th>
          <td>
            <Pending value={totalOrders}>{(total) => <Link to={ROUTES.orders}>{count(total)}</Link>}</Pending>
          </td>
        </tr>
        <tr>
          <th scope="row">{t`Shipping Address`}</th>
          <td>
            <Pending value={activeAddress}>
              {(address) =>
                address && shippingAddressLine(address) ? (
                  shippingAddressLine(address)
                ) : (
                  <>
                    <span className={styles.muted}>{t`No active address.`} </span>
                    <Link to={ROUTES.addresses}>{t`Manage Address`}</Link>
                  </>
                )
              }
            </Pending>
          </td>
        </tr>
        <tr>
          <th scope="row">{t`Wallet Balance`}</th>
          <td>
            <Pending value={walletBalance}>{(balance) => formatMoney(balance)}</Pending>
          </td>
        </tr>
      </tbody>
    </table>
  )
}
