import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { RetryNote } from '@/components/form'
import { toAsciiDigits } from '@/lib/digits'
import { useMoney } from '@/lib/useMoney'
import { ApplyField } from '../ApplyField'
import styles from '../CouponBox/CouponBox.module.css'
import own from './WalletBox.module.css'

export interface WalletBoxProps {
  /** The wallet's order_value (the most an order may take from it); null while it loads. */
  balance: number | null
  /** The balance could not be loaded: said with 'Try again', and the wallet cannot be used. */
  balanceFailed?: boolean
  balanceRetrying?: boolean
  onRetryBalance?: () => void
  /** The wallet credit; null while it loads or when it could not be read. */
  credit: number | null
  /** The credit call is in flight ('Loading...'); a failed one leaves the row out. */
  creditLoading?: boolean
  /** The amount taken from the wallet for this order (0 when none). */
  applied: number
  /** Why the last amount was refused (e.g. 'Not Enough Wallet Amount.'), or null. */
  error: string | null
  onApply: (amount: number) => void
  onRemove: () => void
}

/**
 * The signed-in customer's wallet (spec 001 s3, s5): balance and credit, and an amount to pay
 * from it. The page refuses an amount above the wallet's order_value ('Not Enough Wallet Amount.').
 */
export const WALLET_BALANCE_FAILED = englishTexts({ failed: msg`Your wallet balance could not be loaded.` }).failed

/**
 * The amount as typed, Bangla digits accepted (decision 0034): a plain decimal number, else NaN
 * (which the page refuses as an invalid amount).
 */
export function parseWalletAmount(typed: string): number {
  const text = toAsciiDigits(typed).trim()
  return /^(?:\d+(?:\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN
}

export function WalletBox({
  balance,
  balanceFailed = false,
  balanceRetrying = false,
  onRetryBalance,
  credit,
  creditLoading = false,
  applied,
  error,
  onApply,
  onRemove,
}: WalletBoxProps) {
  const { t } = useLingui()
  const formatMoney = useMoney()
  const [amount, setAmount] = useState('')
  const paid = formatMoney(applied)
  const apply = () => {
    if (amount.trim() !== '') onApply(parseWalletAmount(amount))
  }
  return (
    <section
      className={styles.box}
      aria-label={t`Wallet`}
      aria-busy={(balance === null && !balanceFailed) || creditLoading || undefined}
    >
      <dl className={own.figures}>
        <div>
          <dt>{t`Wallet balance`}</dt>
          <dd>{balance !== null ? formatMoney(balance) : balanceFailed ? t`Not available` : t`Loading...`}</dd>
        </div>
        {(credit !== null || creditLoading) && (
          <div>
            <dt>{t`Wallet credit`}</dt>
            <dd>{credit === null ? t`Loading...` : formatMoney(credit)}</dd>
          </div>
        )}
      </dl>
      {balanceFailed && balance === null && (
        <p className={own.notice}>
          <RetryNote message={WALLET_BALANCE_FAILED} onRetry={onRetryBalance} retrying={balanceRetrying} />
        </p>
      )}
      {applied > 0 ? (
        <p className={styles.applied} role="status">
          {t`${paid} will be paid from your wallet.`}{' '}
          <button type="button" className={styles.link} onClick={onRemove}>
            {t`Don’t use wallet`}
          </button>
        </p>
      ) : (
        <ApplyField
          label={t`Pay from wallet (amount)`}
          // Text, not number: a number input drops Bangla digits (decision 0034).
          type="text"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          onApply={apply}
          buttonLabel={t`Use Wallet`}
          buttonDisabled={amount.trim() === '' || balance === null}
          error={error}
        />
      )}
    </section>
  )
}
