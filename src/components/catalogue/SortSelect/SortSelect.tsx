import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ProductSort } from '@/api/catalogue'
import { englishTexts, useText } from '@/i18n/lingui'
import styles from './SortSelect.module.css'

/**
 * Readable labels of the sort values (spec 000 s5: default, price_asc, price_desc, latest,
 * popular), in English: shown through `useText`, which translates them.
 */
export const SORT_LABELS: Readonly<Record<ProductSort, string>> = englishTexts({
  default: msg`Default`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  latest: msg`Newest first`,
  popular: msg`Most popular`,
})

const SORT_OPTIONS = Object.entries(SORT_LABELS) as Array<[ProductSort, string]>

export interface SortSelectProps {
  value: ProductSort
  onChange: (sort: ProductSort) => void
  disabled?: boolean
}

function isSort(value: string): value is ProductSort {
  return Object.hasOwn(SORT_LABELS, value)
}

/** The listing pages' 'Sort by' select; the page puts the choice in the URL and refetches. */
export function SortSelect({ value, onChange, disabled = false }: SortSelectProps) {
  const { t } = useLingui()
  const text = useText()
  const id = useId()
  return (
    <div className={styles.sort}>
      <label className={styles.label} htmlFor={id}>
        {t`Sort by`}
      </label>
      {/* autoComplete off: the order is the URL's, not one the browser restores into a reloaded
          page. One chosen before hydration comes as a change once hydrated (src/app/ssr/earlyTaps.ts). */}
      <select
        id={id}
        autoComplete="off"
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value
          if (isSort(next)) onChange(next)
        }}
      >
        {SORT_OPTIONS.map(([sort, label]) => (
          <option key={sort} value={sort}>
            {text(label)}
          </option>
        ))}
      </select>
    </div>
  )
}
