// @vitest-environment node
import http from 'node:http'
import net from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { Readiness } from '@/server/health'
import { FailureLog } from '@/server/page'
import {
  apiProxy,
  forwardablePath,
  isKeepAliveRace,
  PROXY_MESSAGES,
  forwardedRequestHeaders,
  inertUploadHeaders,
  rewriteLocation,
  UPLOAD_CSP,
} from '@/server/proxy'

describe('forwardablePath', () => {
  it('forwards what stays under /api/ and /uploads/', () => {
    expect(forwardablePath('/api/v2/tags')).toBe('/api/v2/tags')
    expect(forwardablePath('/api/search/napa%20500')).toBe('/api/search/napa 500')
    expect(forwardablePath('/uploads/product/napa.svg')).toBe('/uploads/product/napa.svg')
    expect(forwardablePath('/api/product-details/vitamin-b..complex')).toBe('/api/product-details/vitamin-b..complex')
  })

  it('refuses dot segments in every encoding, and anything outside the two folders', () => {
    for (const path of [
      '/api/../telescope',
      '/api/./../horizon',
      '/api/%2e%2e/telescope',
      '/api/%2E%2E/.env',
      '/api/.%2e/telescope',
      '/api/%252e%252e/telescope',
      '/api/%25252e%25252e/telescope',
      '/api/..%2ftelescope',
      '/api/..%5ctelescope',
      '/api/..\\telescope',
      '/uploads/../.env',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/x/%00',
      '/api/%E0%A4%A',
      '/apix/v2',
      '/',
    ]) {
      expect(forwardablePath(path), path).toBeNull()
    }
  })
})

describe('forwardedRequestHeaders', () => {
  it("drops hop-by-hop and the client's forwarding headers, and sets ours from PUBLIC_ORIGIN", () => {
    const headers = forwardedRequestHeaders(
      {
        host: 'evil.example',
        connection: 'keep-alive, x-secret',
        'x-secret': 'named in Connection',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic x',
        forwarded: 'for=1.2.3.4;host=evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': '6.6.6.6',
        'x-real-ip': '6.6.6.6',
        cookie: 'XSRF-TOKEN=abc',
        'x-xsrf-token': 'abc',
        authorization: 'Bearer token',
        'content-length': '12',
      },
      { publicOrigin: 'https://shop.example.com.bd', clientAddress: '203.0.113.9' },
    )
    expect(headers).toEqual({
      host: 'evil.example',
      cookie: 'XSRF-TOKEN=abc',
      'x-xsrf-token': 'abc',
      authorization: 'Bearer token',
      'content-length': '12',
      'x-forwarded-host': 'shop.example.com.bd',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      'x-forwarded-for': '203.0.113.9',
    })
  })
})

describe('rewriteLocation', () => {
  const api = 'http://laravel.internal:8000'
  it("moves the API's own redirects to the shop's origin", () => {
    expect(rewriteLocation('http://laravel.internal:8000/api/login?next=1', api, 'https://shop.example')).toBe(
      'https://shop.example/api/login?next=1',
    )
    expect(rewriteLocation('/api/x', api, 'https://shop.example')).toBe('https://shop.example/api/x')
  })
  it('leaves redirects elsewhere (a payment gateway) as they are', () => {
    expect(rewriteLocation('https://pay.example/checkout?id=1', api, 'https://shop.example')).toBe(
      'https://pay.example/checkout?id=1',
    )
  })
})

describe('inertUploadHeaders', () => {
  it('lets images display but run nothing', () => {
    for (const type of ['image/png', 'image/jpeg; charset=binary', 'image/svg+xml', 'IMAGE/WEBP']) {
      const headers = inertUploadHeaders({ 'content-type': type, 'content-disposition': 'attachment' })
      expect(headers['content-disposition'], type).toBeUndefined()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['content-security-policy']).toBe(UPLOAD_CSP)
    }
  })
  it('makes anything else a download, whatever the API said', () => {
    for (const type of ['text/html', 'application/pdf', 'application/xhtml+xml', 'text/xml']) {
      const headers = inertUploadHeaders({ 'content-type': type, 'content-disposition': 'inline' })
      expect(headers['content-disposition'], type).toBe('attachment')
      expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    }
    const untyped = inertUploadHeaders({})
    expect(untyped['content-type']).toBe('application/octet-stream')
    expect(untyped['content-disposition']).toBe('attachment')
  })
})

describe('Readiness', () => {
  function api(answer: () => Promise<Response>) {
    const calls: string[] = []
    const fetch: typeof globalThis.fetch = (input) => {
      calls.push(input instanceof Request ? input.url : input.toString())
      return answer()
    }
    return { calls, fetch }
  }

  it('is ready when the API answers the site metadata call, and believes it for a while', async () => {
    let clock = 0
    const { calls, fetch } = api(() => Promise.resolve(new Response('{}', { status: 200 })))
    const readiness = new Readiness({ apiBaseUrl: 'http://api.test/', fetch, freshForMs: 10_000, now: () => clock })
    expect(await readiness.ready()).toBe(true)
    clock = 5000
    expect(await readiness.ready()).toBe(true)
    expect(calls).toEqual(['http://api.test/api/v2/tags'])
    clock = 20_000
    expect(await readiness.ready()).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('is not ready when the API fails or answers 5xx; probes at the same time share one call', async () => {
    const { calls, fetch } = api(() => Promise.resolve(new Response('', { status: 503 })))
    const readiness = new Readiness({ apiBaseUrl: 'http://api.test', fetch })
    expect(await Promise.all([readiness.ready(), readiness.ready(), readiness.ready()])).toEqual([false, false, false])
    expect(calls).toHaveLength(1)
    const down = new Readiness({ apiBaseUrl: 'http://api.test', fetch: () => Promise.reject(new TypeError('refused')) })
    expect(await down.ready()).toBe(false)
  })

  it('gives up on a probe after its time limit', async () => {
    const { fetch } = api(() => new Promise<Response>(() => undefined))
    const hanging: typeof globalThis.fetch = (input, init) =>
      new Promise((resolve, reject) => {
        void fetch(input, init).then(resolve)
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))
      })
    const readiness = new Readiness({ apiBaseUrl: 'http://api.test', fetch: hanging, probeTimeoutMs: 20 })
    expect(await readiness.ready()).toBe(false)
  })

  it('is not ready once draining, whatever the API says', async () => {
    const { fetch } = api(() => Promise.resolve(new Response('{}')))
    const readiness = new Readiness({ apiBaseUrl: 'http://api.test', fetch })
    readiness.noteApiAnswered()
    expect(await readiness.ready()).toBe(true)
    readiness.drain()
    expect(readiness.draining).toBe(true)
    expect(await readiness.ready()).toBe(false)
  })
})

describe('apiProxy and kept-alive connections', () => {
  // Real sockets: the mock shop's interception (which replaces Node's sockets) is off here.
  beforeAll(() => server.close())
  afterAll(() => server.listen({ onUnhandledRequest: 'error' }))

  /**
   * An API that answers the first request of each connection with keep-alive and a hint, and
   * resets the connection when a second request arrives on it: the race where a server closes
   * an idle connection just as the proxy reuses it, made to happen every time.
   */
  async function racingApi() {
    const seen: string[] = []
    let connections = 0
    const api = net.createServer((socket) => {
      connections += 1
      let requests = 0
      let buffered = ''
      socket.on('data', (chunk) => {
        buffered += chunk.toString('latin1')
        while (buffered.includes('\r\n\r\n')) {
          const end = buffered.indexOf('\r\n\r\n')
          const head = buffered.slice(0, end)
          buffered = buffered.slice(end + 4)
          const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0)
          buffered = buffered.slice(length)
          requests += 1
          seen.push(head.split(' ').slice(0, 2).join(' '))
          if (requests > 1) {
            socket.resetAndDestroy()
            return
          }
          socket.write(
            'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
              'Connection: keep-alive\r\nKeep-Alive: timeout=5, max=7\r\n\r\n{}',
          )
        }
      })
      socket.on('error', () => {})
    })
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    const { port } = api.address() as net.AddressInfo
    return { server: api, port, seen, connections: () => connections }
  }

  async function shopInFrontOf(apiPort: number) {
    const lines: string[] = []
    const app = express()
    app.use(
      ...apiProxy({
        apiBaseUrl: `http://127.0.0.1:${apiPort}`,
        publicOrigin: 'https://shop.example',
        log: new FailureLog((line) => lines.push(line), 0),
      }),
    )
    const shop = http.createServer(app)
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve))
    const { port } = shop.address() as net.AddressInfo
    return { server: shop, port, lines }
  }

  async function call(port: number, method: string, path: string) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
    })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }

  it('sends a GET again on a new connection when the API reset the reused one; never a POST', async () => {
    const api = await racingApi()
    const shop = await shopInFrontOf(api.port)
    try {
      const first = await call(shop.port, 'GET', '/api/v2/tags')
      expect(first.status).toBe(200)
      // The API's hop-by-hop hint is its own connection's, not the shopper's.
      expect(first.headers.get('keep-alive') ?? '').not.toContain('max=7')

      const second = await call(shop.port, 'GET', '/api/v2/settings')
      expect(second.status).toBe(200)
      expect(api.seen).toEqual(['GET /api/v2/tags', 'GET /api/v2/settings', 'GET /api/v2/settings'])
      expect(api.connections()).toBe(2)

      // A POST the API may have read is never sent twice: the shopper is told.
      const post = await call(shop.port, 'POST', '/api/v2/orders')
      expect(post.status).toBe(502)
      expect(JSON.parse(post.body)).toEqual({ message: PROXY_MESSAGES.unavailable })
      expect(api.seen.filter((line) => line === 'POST /api/v2/orders')).toHaveLength(1)
    } finally {
      shop.server.closeAllConnections()
      api.server.close()
      await new Promise<void>((resolve) => shop.server.close(() => resolve()))
    }
  })

  it('logs an answer that broke off, but not one the shopper stopped reading', async () => {
    // An API that sends its headers and half its body, then waits (or resets, on /reset).
    const api = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': '100' })
      res.write(Buffer.alloc(50))
      if (req.url?.endsWith('/reset')) setTimeout(() => res.socket?.resetAndDestroy(), 20)
    })
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    const shop = await shopInFrontOf((api.address() as net.AddressInfo).port)
    try {
      const gone = new AbortController()
      const response = await fetch(`http://127.0.0.1:${shop.port}/uploads/a.png`, { signal: gone.signal })
      expect(response.status).toBe(200)
      gone.abort()
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(shop.lines).toEqual([])

      await expect((await fetch(`http://127.0.0.1:${shop.port}/uploads/reset`)).arrayBuffer()).rejects.toThrow()
      await expect.poll(() => shop.lines).toEqual([expect.stringMatching(/^\[proxy\] the API's answer broke off/)])
    } finally {
      shop.server.closeAllConnections()
      api.closeAllConnections()
      api.close()
      await new Promise<void>((resolve) => shop.server.close(() => resolve()))
    }
  })

  it('recognises the race only for a reused connection, a repeatable method, a reset, and once', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
    expect(isKeepAliveRace(reset, { reusedSocket: true }, 'GET')).toBe(true)
    expect(isKeepAliveRace(reset, { reusedSocket: false }, 'GET')).toBe(false)
    expect(isKeepAliveRace(reset, { reusedSocket: true, retried: true }, 'GET')).toBe(false)
    expect(isKeepAliveRace(reset, { reusedSocket: true }, 'POST')).toBe(false)
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    expect(isKeepAliveRace(refused, { reusedSocket: true }, 'GET')).toBe(false)
  })
})
