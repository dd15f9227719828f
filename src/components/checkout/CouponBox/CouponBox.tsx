import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useMoney } from '@/lib/useMoney'
import { ApplyField } from '../ApplyField'
import styles from './CouponBox.module.css'

export interface CouponBoxProps {
  /** The applied coupon's code, or null. */
  applied: string | null
  /** The applied coupon's discount on this cart. */
  discount: number
  /** The coupon call is in flight. */
  applying: boolean
  /** Why the last code was refused (the spec's message), or null. */
  error: string | null
  onApply: (code: string) => void
  onRemove: () => void
}

/**
 * The coupon toggle and code box (spec 001 s2): 'Have a coupon?' opens a code field and Apply
 * (ApplyField: inside the checkout form, Enter applies the code instead of placing the order).
 */
export function CouponBox({ applied, discount, applying, error, onApply, onRemove }: CouponBoxProps) {
  const { t } = useLingui()
  const formatMoney = useMoney()
  const [open, setOpen] = useState(false)
  const [code, setCode] = useState('')
  const panelId = useId()
  const trimmed = code.trim()

  const apply = () => {
    if (trimmed && !applying) onApply(trimmed)
  }

  if (applied) {
    const saved = formatMoney(discount)
    return (
      <section className={styles.box} aria-label={t`Coupon`}>
        <p className={styles.applied} role="status">
          <Trans>
            Coupon <strong>{applied}</strong> applied: -{saved}
          </Trans>
        </p>
        <button type="button" className={styles.link} onClick={onRemove}>
          {t`Remove coupon`}
        </button>
      </section>
    )
  }

  return (
    <section className={styles.box} aria-label={t`Coupon`}>
      <p className={styles.toggleLine}>
        {t`Have a coupon?`}{' '}
        <button
          type="button"
          className={styles.link}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {t`Click here to enter your code`}
        </button>
      </p>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <ApplyField
          label={t`Coupon code`}
          value={code}
          onChange={setCode}
          spellCheck={false}
          onApply={apply}
          buttonLabel={applying ? t`Applying...` : t`Apply Coupon`}
          buttonDisabled={!trimmed || applying}
          busy={applying}
          error={error}
        />
      </div>
    </section>
  )
}
