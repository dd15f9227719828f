/**
 * The production server of the e2e build (build-e2e/, built by the ssr project's web server) in a
 * process of its own, on an API of the test's choosing: for the tests of what the server does when
 * the API misbehaves, and of its edge (proxy, headers, probes, shutdown).
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { SSR_BUILD } from './server'

export interface ServerProcess {
  url: string
  /** Everything it printed so far. */
  logs: string[]
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>
  signal: (signal: NodeJS.Signals) => void
  stop: () => void
}

/** Starts the server with these settings (PORT 0 and HOST 127.0.0.1 unless given); resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const logs: string[] = []
  const child = spawn(process.execPath, [path.join(SSR_BUILD, 'server/index.js')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    // One process unless the test says (WEB_CONCURRENCY, src/server/cluster.ts): what it logs and
    // how it stops are one server's.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      logs.push(text)
      const match = /Storefront on (http:\/\/[^\s]+)/.exec(text)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${logs.join('')}`)))
  })
  return {
    url,
    logs,
    exited,
    signal: (signal) => child.kill(signal),
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * A request exactly as written: the path is sent as it is (no dot-segment removal, no encoding),
 * and any header, Host included, is the caller's. Rejects when the server ends the answer early.
 */
export function rawRequest(
  base: string,
  requestPath: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: requestPath, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      response.on('error', reject)
      response.on('aborted', () => reject(new Error('the answer was cut off')))
    })
    request.on('error', reject)
    request.end(body)
  })
}
