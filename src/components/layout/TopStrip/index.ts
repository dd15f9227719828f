export { TopStrip } from './TopStrip'
export type { TopStripProps } from './TopStrip'
