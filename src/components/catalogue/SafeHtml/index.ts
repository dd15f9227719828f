export { SafeHtml, type SafeHtmlProps } from './SafeHtml'
export { prepareServerHtml } from './prepare'
