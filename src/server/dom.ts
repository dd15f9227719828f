/**
 * The DOM server rendering sanitises with: server HTML (descriptions, pages, job posts) goes
 * through the same DOMPurify rules as in the browser, on a jsdom window (DOMPurify's supported
 * server DOM), so the server's markup and the browser's agree.
 */
import { JSDOM } from 'jsdom'
import { setSanitizerWindow } from '@/lib/sanitize'

export function installServerDom(): void {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>')
  setSanitizerWindow(window)
}
