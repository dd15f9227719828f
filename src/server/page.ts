/**
 * The answer to a page request: the server-rendered document when the render succeeds in time,
 * else the shell the browser renders itself (never an error page because the API is slow, down
 * or answers nonsense: what could not be fetched is fetched again by the browser).
 */
import { splitLocale } from '@/i18n/locale'
import { renderDocument, splitHoisted } from './html'
import { pageAssets, pageRunScripts, type Manifest, type PreloadPolicy } from './manifest'
import { pageAssetTags, type AssetReader, type HeadStrategy } from './template'
import type { collectSitemapPaths, DataFailure, Fetch, renderPage } from './render'
import type { RenderCache, Sharing } from './renderCache'

export interface PageRequestInfo {
  /** Render the phone layout. */
  mobile: boolean
  /** The shop's public origin. */
  origin: string
  /** This answer's CSP nonce. */
  nonce: string
  /** The calls the page's previous render met (see ./render). */
  knownCalls?: ReadonlyMap<string, Fetch>
}

export interface PageResponderOptions {
  /** index.html as built (production) or as Vite transforms it for this URL (development). */
  template: (url: string) => Promise<string>
  /** The client build's manifest and files; null in development (Vite serves modules and styles). */
  build: { manifest: Manifest; assets: AssetReader; head: HeadStrategy } | null
  preload: PreloadPolicy
  /** The renderer, and the sitemap's pages (loaded through Vite in development, so edits apply). */
  renderer: () => Promise<{ renderPage: typeof renderPage; collectSitemapPaths: typeof collectSitemapPaths }>
  /** How long to wait for the API, and for the whole render, in ms. */
  dataBudgetMs: number
  renderBudgetMs: number
  log: FailureLog
  /**
   * The render cache of public pages (src/server/renderCache.ts); null: none; unset: as the
   * environment says (SSR_CACHE..., on in production).
   */
  renderCache?: RenderCache | null
}

export interface PageAnswer {
  status: number
  html: string
  /** Set for a redirect. */
  location?: string
  /** Who may keep it (src/server/renderCache.ts). */
  sharing: Sharing
  /** Renders it took (0: none, the shell); see MAX_PASSES in ./render. */
  passes: number
  /** The calls the page met, for its next render. */
  calls?: Map<string, Fetch>
}

/**
 * Logs render and data failures without flooding: the first failure of a kind is logged at once,
 * the same kind again within `windowMs` only counted and summed up in the next line of that kind.
 */
export class FailureLog {
  private readonly last = new Map<string, { at: number; suppressed: number }>()

  constructor(
    private readonly write: (line: string) => void = (line) => console.error(line),
    private readonly windowMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  report(kind: string, line: string): void {
    const seen = this.last.get(kind)
    const now = this.now()
    if (seen && now - seen.at < this.windowMs) {
      seen.suppressed += 1
      return
    }
    const more = seen && seen.suppressed > 0 ? ` (and ${seen.suppressed} more like it before)` : ''
    this.last.set(kind, { at: now, suppressed: 0 })
    this.write(line + more)
  }
}

function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const { name, message, status, url } = error as {
      name?: unknown
      message?: unknown
      status?: unknown
      url?: unknown
    }
    const where = typeof url === 'string' ? ` ${url}` : ''
    const code = typeof status === 'number' && status > 0 ? ` ${status}` : ''
    return `${typeof name === 'string' ? name : 'Error'}${code}${where}: ${typeof message === 'string' ? message : ''}`
  }
  return String(error)
}

function dataFailureLine(path: string, failures: DataFailure[]): string {
  const list = failures.map((failure) => `${failure.key} (${describe(failure.error)})`).join('; ')
  return `[ssr] ${path}: ${failures.length} call(s) not answered in time or failed, rendered loading: ${list}`
}

export async function answerPage(
  request: Request,
  info: PageRequestInfo,
  options: PageResponderOptions,
): Promise<PageAnswer> {
  const url = new URL(request.url)
  const path = url.pathname + url.search
  const template = await options.template(path)
  const { locale } = splitLocale(url.pathname)

  try {
    const { renderPage } = await options.renderer()
    const started = Date.now()
    const result = await renderPage(request, {
      mobile: info.mobile,
      origin: info.origin,
      nonce: info.nonce,
      knownCalls: info.knownCalls,
      dataDeadline: started + options.dataBudgetMs,
      renderDeadline: started + options.renderBudgetMs,
      // An aborted render reports every unfinished part: one line per episode, like data failures.
      onRenderError: (error) =>
        options.log.report('render-part', `[ssr] ${path}: a part renders in the browser instead: ${describe(error)}`),
    })
    if (result.kind === 'redirect') {
      return {
        status: result.response.status,
        html: '',
        location: result.response.headers.get('Location') ?? '/',
        sharing: 'public',
        passes: 0,
      }
    }
    if (result.failures.length > 0) {
      // One line for an episode of API failures, however many pages meet it (FailureLog's window).
      options.log.report('data', dataFailureLine(path, result.failures))
    }
    const { head, body } = splitHoisted(result.html)
    const { build } = options
    const pageFiles = build
      ? // A page drawn in the browser waits for all its scripts: announce them all at once.
        result.clientRendered
        ? pageAssets(build.manifest, result.pages, 'page-and-imports', { entryImports: !build.head.entryPreloads })
        : pageAssets(
            build.manifest,
            result.pages,
            result.importsEarly && options.preload === 'page' ? 'page-imports-late' : options.preload,
          )
      : null
    const assets = build && pageFiles ? pageAssetTags(pageFiles, build.head, build.assets) : ''
    return {
      status: result.status,
      // The visitor's own pages are kept by no one; what a failed call left in its loading
      // state, or an error of the page, is not kept either.
      sharing: result.perVisitor
        ? 'private'
        : result.failures.length > 0 || result.status >= 500
          ? 'degraded'
          : 'public',
      passes: result.passes,
      calls: result.calls,
      html: renderDocument({
        template,
        hoisted: head,
        assets,
        lateScripts: pageFiles?.lateScripts ?? [],
        runScripts: build?.head.entryScripts === 'split' ? pageRunScripts(build.manifest, result.pages) : [],
        body,
        payload: result.payload,
        nonce: info.nonce,
        // A page of the visitor's own (checkout: its cart is in the browser) needs JavaScript to
        // be used, and keeps index.html's notice saying so.
        contentRendered: !result.perVisitor,
        lang: result.locale,
      }),
    }
  } catch (error) {
    // The page could not be rendered here: the browser renders it (and fetches what it needs).
    options.log.report('render', `[ssr] ${path}: rendered in the browser instead: ${describe(error)}`)
    return {
      status: 200,
      sharing: 'degraded',
      passes: 0,
      html: renderDocument({
        template,
        hoisted: '',
        assets: '',
        body: '',
        payload: null,
        nonce: info.nonce,
        contentRendered: false,
        lang: locale,
      }),
    }
  }
}
