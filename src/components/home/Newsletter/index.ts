export { Newsletter } from './Newsletter'
export type { NewsletterProps, NewsletterResult } from './Newsletter'
