/**
 * The signed-in customer's wallet at checkout (spec 001 s3, s5): the balance (`order_value`, the
 * most an order may take from it) and credit, and the amount paid from it: refused above the
 * balance ('Not Enough Wallet Amount.', also as a toast) and above the total; never more than the
 * total afterwards either (a coupon applied later lowers it).
 */
import { useState } from 'react'
import type { WalletBoxProps } from '@/components/checkout'
import { useCheckoutWallet, useWalletCredit } from '@/hooks/useCheckoutData'
import { useLogFailure } from '@/hooks/useLogFailure'
import { useRetry } from '@/hooks/useRetry'
import { TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'
import { CHECKOUT_TEXTS, WALLET_TEXTS } from './messages'
import { failed, inFlight } from '@/lib/answers'
import { walletProblem } from './totals'

export interface CheckoutWallet {
  /** What the order takes from the wallet (0 when none). */
  used: number
  /** What WalletBox shows and emits. */
  box: WalletBoxProps
}

export function useWallet(userId: number | null, grandTotal: number): CheckoutWallet {
  const wallet = useCheckoutWallet(userId)
  const credit = useWalletCredit(userId)
  useLogFailure('The wallet credit', credit.error)
  const retry = useRetry(wallet.mutate)
  const [applied, setApplied] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const used = Math.min(applied, grandTotal)

  const onApply = (amount: number) => {
    const problem = walletProblem(amount, wallet.data?.order_value ?? 0, grandTotal)
    if (problem === 'notEnough') {
      setError(CHECKOUT_TEXTS.walletNotEnough)
      toast.warning(CHECKOUT_TEXTS.walletNotEnough, { autoClose: TOAST_MS.standard })
    } else if (problem) {
      setError(WALLET_TEXTS[problem])
    } else {
      setError(null)
      setApplied(amount)
    }
  }

  return {
    used,
    box: {
      balance: wallet.data?.order_value ?? null,
      balanceFailed: failed(wallet),
      balanceRetrying: retry.retrying,
      onRetryBalance: retry.retry,
      credit: credit.data?.credit ?? null,
      creditLoading: inFlight(credit),
      applied: used,
      error,
      onApply,
      onRemove: () => {
        setApplied(0)
        setError(null)
      },
    },
  }
}
