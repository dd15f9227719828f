export { UpdatePrompt, UPDATE_TEXTS } from './UpdatePrompt'
export type { UpdatePromptProps } from './UpdatePrompt'
