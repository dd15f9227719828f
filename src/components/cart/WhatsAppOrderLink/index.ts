export { WhatsAppOrderLink } from './WhatsAppOrderLink'
export type { WhatsAppOrderLinkProps } from './WhatsAppOrderLink'
