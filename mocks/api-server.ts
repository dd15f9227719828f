/**
 * The mock shop as a real HTTP API, for running the production server on it (`npm run
 * serve:mock`, the server-rendering e2e tests, `npm run perf`, `npm run bench:server`): `/api/*`
 * answered by the mock shop's handlers (state in memory, from the seed), `/uploads/*` from
 * mocks/public/uploads. The storefront's server forwards the browser's `/api` and `/uploads`
 * requests here and fetches its own data here, as it would from Laravel.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { mockApiFetch } from './api'
import { setMockLatency } from './latency'

const UPLOADS = path.resolve(import.meta.dirname, 'public/uploads')

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function serveUpload(pathname: string, res: http.ServerResponse): void {
  let file: string
  try {
    file = path.join(UPLOADS, path.normalize(decodeURIComponent(pathname.slice('/uploads'.length))))
  } catch {
    res.writeHead(400).end()
    return
  }
  if (!file.startsWith(UPLOADS + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=86400',
  })
  fs.createReadStream(file).pipe(res)
}

async function answerApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  const response = await mockApiFetch(
    new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined }),
  )
  const out: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) out['set-cookie'] = cookies
  res.writeHead(response.status, out)
  res.end(Buffer.from(await response.arrayBuffer()))
}

export interface MockApiOptions {
  port?: number
  host?: string
  /** Added to every answer, in ms (default 0). */
  latency?: number
}

/** Starts the mock API; resolves with its base URL once it listens. */
export function startMockApi({ port = 8787, host = '127.0.0.1', latency = 0 }: MockApiOptions = {}): Promise<{
  url: string
  server: http.Server
}> {
  setMockLatency(latency)
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`)
    if (url.pathname.startsWith('/uploads/')) {
      serveUpload(url.pathname, res)
      return
    }
    if (!url.pathname.startsWith('/api/')) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not Found"}')
      return
    }
    answerApi(req, res, url).catch((error: unknown) => {
      console.error('[mock api]', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end('{"message":"Server Error"}')
    })
  })
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve({ url: `http://${host}:${actual}`, server })
    })
  })
}
