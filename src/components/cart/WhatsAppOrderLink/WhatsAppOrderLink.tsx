import { useLingui } from '@lingui/react/macro'
import styles from './WhatsAppOrderLink.module.css'

export interface WhatsAppOrderLinkProps {
  /** The wa.me link with the cart as its message; nothing renders for null (no WhatsApp number). */
  href: string | null
  className?: string
}

/** 'Order on WhatsApp' (issue 24): opens a chat with the shop with the cart typed in, in a new tab. */
export function WhatsAppOrderLink({ href, className }: WhatsAppOrderLinkProps) {
  const { t } = useLingui()
  if (!href) return null
  return (
    <a
      className={[styles.link, className].filter(Boolean).join(' ')}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-order"
    >
      {t`Order on WhatsApp`}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  )
}
