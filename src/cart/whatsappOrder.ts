/**
 * 'Order on WhatsApp' (beyond the spec, issue 24): the cart as a readable message to the shop's
 * WhatsApp number, opened with wa.me. Only the cart is in it (names, quantities, prices, total);
 * nothing about the shopper unless they type it in WhatsApp. The words come from the caller, in
 * the page's language (./useWhatsAppOrder.ts).
 */
import { whatsappHref } from '@/components/layout/Footer/contactLinks'

/**
 * The shop's WhatsApp number in wa.me's international form ('8801700112233') from the site
 * metadata's free text ('01700-112233', '+880 1700 112233', 'https://wa.me/8801700112233'), or
 * null when there is none (the link is then hidden).
 */
export function whatsappNumberOf(value: string | null | undefined): string | null {
  const href = whatsappHref(value ?? '')
  if (!href) return null
  const waMe = /^https?:\/\/wa\.me\/(\d{8,15})\/?(?:\?.*)?$/i.exec(href)
  if (waMe) return waMe[1] ?? null
  try {
    const phone = new URL(href).searchParams.get('phone')?.replace(/\D/g, '') ?? ''
    return phone.length >= 8 && phone.length <= 15 ? phone : null
  } catch {
    return null
  }
}

/** The message: the greeting, one line per cart line, a blank line, the total. */
export function orderMessage(greeting: string, lines: readonly string[], total: string): string {
  return [greeting, ...lines, '', total].join('\n')
}

/** The wa.me link that opens a chat with the shop with `message` typed in. */
export function whatsappOrderUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`
}
