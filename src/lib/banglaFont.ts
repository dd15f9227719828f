import { afterLoad, whenIdle } from './idle'
import fontStylesheet from '@/i18n/fonts/bangla-font.css?url'

/**
 * A Bangla page's self-hosted font (src/i18n/fonts/bangla-font.css), added once the page has
 * loaded and the main thread is idle: until then its text is drawn in the phone's own Bengali font
 * with Noto Sans Bengali's metrics (global.css), so the swap moves nothing. Before this, the two
 * woff2 files (92 KB) were fetched with the first screen and delayed its image (LCP of /bn).
 */
export function loadBanglaFontAfterLoad(): void {
  void afterLoad().then(() =>
    whenIdle(() => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = fontStylesheet
      document.head.append(link)
    }),
  )
}
