/**
 * How a server-rendered page asks for its styles and scripts. On a phone over slow mobile data
 * every request before the first paint costs a round trip and shares the bandwidth, so:
 * - styles (the entry's and the page's chunks', ~10 KB gzip) are written into the HTML, and also
 *   linked with media="print": not render-blocking, fetched at the lowest priority into the cache
 *   for later navigations, and seen by Vite's loader as loaded (it skips what is linked);
 * - scripts: the entry script stays; the modulepreload hints Vite adds for the entry's imports can
 *   be dropped (the browser finds them in the entry), and the page chunk announced or not;
 * - the entry and its imports (react-dom and the router, the app's shared code) can be split: a
 *   starter fetches them once the first screen is complete and runs them one after another, each
 *   in a task of its own (ENTRY_SCRIPTS_STARTER). One entry evaluates its whole graph in one task
 *   (~85-100 ms at 4x CPU, the longest task after the first paint of /); decision 0073 has why
 *   they are not module scripts or modulepreload hints in the head. The page's own imports that do
 *   not import the entry join the list before the entry (PAGE_SCRIPTS_MARK, decision 0074).
 * Each is a setting (docs/perf.md has what each one measured).
 */
import fs from 'node:fs'
import path from 'node:path'
import { scriptSafeJson } from '@/lib/scriptJson'
import { escapeAttribute, PAGE_SCRIPTS_MARK } from './html'
import type { PageAssets } from './manifest'

export interface HeadStrategy {
  /** 'inline': styles in the HTML; 'link': render-blocking stylesheets as Vite writes them. */
  css: 'inline' | 'link'
  /** Keep the entry's modulepreload hints in index.html. */
  entryPreloads: boolean
  /** 'split': the entry's imports and the entry started after the first screen, one per task; 'single': the entry script alone. */
  entryScripts: 'split' | 'single'
}

export const DEFAULT_HEAD_STRATEGY: HeadStrategy = { css: 'inline', entryPreloads: false, entryScripts: 'split' }

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>\s*/g
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g
/** The entry: the one module script Vite writes into index.html. */
const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/

/**
 * Starts the app's scripts `f` (paths: the entry's imports, each after what it imports, then the
 * entry) once the first screen is complete: at the load event (the first screen's images are in;
 * no script shares the bandwidth with them or runs before they are painted), at the shopper's
 * first touch, key or pointer press if that comes first (the press itself is kept and replayed by
 * the early taps script), or 1 s after the document is parsed if the load event is late (an image
 * that hangs does not hold the page back). Then every file is announced (modulepreload, fetched in
 * parallel; a page drawn in the browser has them in its head already), three per task: with
 * DevTools' Network and Runtime domains on, as Lighthouse has them, each request records its
 * initiator's stack, and checkout's 17 announcements in one task took 5-38 ms in Lighthouse's
 * traces (its simulation counts them four times over; docs/perf.md). They run one after another,
 * each inserted a task after the last one has run, so each evaluates in a task of its own; never
 * before the document is parsed (the app reads #root and the server's data) and, on a visible
 * page, after a frame. Each script carries this script's nonce.
 */
export const ENTRY_SCRIPTS_STARTER = `(function(f){var d=document,c=d.currentScript,n=c&&c.nonce,i=0,g=0,e=['pointerdown','keydown','touchstart'];function next(){if(i>=f.length)return;var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=f[i++];if(n)s.nonce=n;s.onload=s.onerror=function(){setTimeout(next)};d.head.appendChild(s)}function run(){if(d.hidden)setTimeout(next);else requestAnimationFrame(function(){setTimeout(next)})}function start(){if(g)return;g=1;e.forEach(function(t){d.removeEventListener(t,start,true)});var k=0;(function announce(){for(var m=k+3;m>k&&f.length>k;k++){var h=f[k];if(d.querySelector('link[href="'+h+'"]'))continue;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)}if(f.length>k)setTimeout(announce)})();if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()}if(d.readyState==='complete')start();else{addEventListener('load',start);e.forEach(function(t){d.addEventListener(t,start,{capture:true,passive:true})});d.addEventListener('DOMContentLoaded',function(){setTimeout(start,1000)})}})`

/** Reads built files (CSS) once and keeps them. */
export class AssetReader {
  private readonly cache = new Map<string, string>()

  constructor(private readonly clientDir: string) {}

  /** The text of a built file by its URL path ('/assets/index-abc.css'), or null. */
  read(href: string): string | null {
    const cached = this.cache.get(href)
    if (cached !== undefined) return cached
    const file = path.join(this.clientDir, path.normalize(href.replace(/^\/+/, '')))
    if (!file.startsWith(this.clientDir + path.sep) || !fs.existsSync(file)) return null
    const text = fs.readFileSync(file, 'utf8')
    this.cache.set(href, text)
    return text
  }
}

/** A stylesheet written into the page, plus its file linked for the cache and for Vite's loader. */
export function inlineStylesheet(href: string, css: string): string {
  // CSS cannot end a <style> element unless it holds '</style': keep it from doing so.
  const safe = css.replace(/<\/style/gi, '<\\/style')
  return `<style data-href="${escapeAttribute(href)}">${safe}</style><link rel="stylesheet" media="print" href="${escapeAttribute(href)}">`
}

/**
 * index.html as the server sends it: the entry's styles written in, its hints kept or dropped, and
 * (split) its script replaced by the starter of its imports (`entryImports`, in the order they run:
 * entryImportScripts in ./manifest), the page's scripts (PAGE_SCRIPTS_MARK, filled per page) and
 * itself.
 */
export function prepareTemplate(
  template: string,
  strategy: HeadStrategy,
  assets: AssetReader,
  entryImports: readonly string[] = [],
): string {
  let html = template
  if (!strategy.entryPreloads) html = html.replace(MODULEPRELOAD, '')
  if (strategy.entryScripts === 'split' && entryImports.length > 0) {
    html = html.replace(ENTRY_SCRIPT, (_entry, src: string) => {
      const imports = entryImports.map((file) => scriptSafeJson(`/${file}`)).join(',')
      return `<script>${ENTRY_SCRIPTS_STARTER}([${imports}${PAGE_SCRIPTS_MARK},${scriptSafeJson(src)}])</script>`
    })
  }
  if (strategy.css === 'inline') {
    html = html.replace(STYLESHEET, (tag, href: string) => {
      const css = assets.read(href)
      return css === null ? tag : inlineStylesheet(href, css)
    })
  }
  return html
}

/** The head tags of a page's own chunks (after index.html's, so its styles come later in the cascade). */
export function pageAssetTags(page: PageAssets, strategy: HeadStrategy, assets: AssetReader): string {
  const styles = page.stylesheets.map((file) => {
    const href = `/${file}`
    const css = strategy.css === 'inline' ? assets.read(href) : null
    return css === null
      ? `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`
      : inlineStylesheet(href, css)
  })
  const scripts = page.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
  return styles.join('') + scripts.join('')
}
