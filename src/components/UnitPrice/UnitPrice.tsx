import { useLingui } from '@lingui/react/macro'
import { useMoney } from '@/lib/useMoney'
import type { CountUnit, PerUnitPrice } from '@/lib/unitPrice'
import styles from './UnitPrice.module.css'

export interface UnitPriceProps {
  /** The price per tablet, capsule or ml (src/lib/unitPrice.ts); nothing renders for null. */
  perUnit: PerUnitPrice | null
  className?: string
}

/**
 * '৳1.20/tablet' under a pack's price (beyond the spec, issue 24), read by screen readers as
 * '৳1.20 per tablet'. Nothing is shown when the unit description gave no count: never a guess.
 */
export function UnitPrice({ perUnit, className }: UnitPriceProps) {
  const perUnitText = usePerUnitText()
  if (!perUnit) return null
  const { shown, spoken } = perUnitText(perUnit.amount, perUnit.unit)
  return (
    <p className={[styles.unitPrice, className].filter(Boolean).join(' ')} data-unit-price={perUnit.unit}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </p>
  )
}

/** '৳1.20/tablet' (shown) and '৳1.20 per tablet' (spoken) in the page's language and digits. */
export function usePerUnitText(): (amount: number, unit: CountUnit) => { shown: string; spoken: string } {
  const { t } = useLingui()
  const formatMoney = useMoney()
  return (amount, unit) => {
    const price = formatMoney(amount)
    if (unit === 'tablet') return { shown: t`${price}/tablet`, spoken: t`${price} per tablet` }
    if (unit === 'capsule') return { shown: t`${price}/capsule`, spoken: t`${price} per capsule` }
    return { shown: t`${price}/ml`, spoken: t`${price} per ml` }
  }
}
