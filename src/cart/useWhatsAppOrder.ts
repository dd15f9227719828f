import { useLingui } from '@lingui/react/macro'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { useMoney } from '@/lib/useMoney'
import { useNumbers } from '@/i18n/useNumbers'
import { lineTotal } from '@/lib/pricing'
import type { CartItem } from '@/components/cart/types'
import { orderMessage, whatsappNumberOf, whatsappOrderUrl } from './whatsappOrder'

/**
 * The 'Order on WhatsApp' link for the cart's lines, in the page's language and digits, or null
 * when the site metadata has no WhatsApp number or the cart is empty.
 */
export function useWhatsAppOrderHref(lines: readonly CartItem[], subtotal: number): string | null {
  const { t } = useLingui()
  const formatMoney = useMoney()
  const { count } = useNumbers()
  const { data: meta } = useSiteMeta()
  const number = whatsappNumberOf(meta?.whatsapp)
  if (!number || lines.length === 0) return null
  const total = formatMoney(subtotal)
  const message = orderMessage(
    t`Hello, I would like to order:`,
    lines.map((line) => {
      const name = line.product_name
      const qty = count(line.qty)
      const amount = formatMoney(lineTotal(line))
      return t`${name} × ${qty}: ${amount}`
    }),
    t`Total: ${total}`,
  )
  return whatsappOrderUrl(number, message)
}
