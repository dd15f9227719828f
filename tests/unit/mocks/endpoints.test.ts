/**
 * docs/spec/endpoints.txt <-> the mock shop: the generated ENDPOINTS list matches the file, every
 * line has exactly one handler, and every line answers 2xx with a body the app's schemas accept.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ENDPOINTS } from '@mocks/endpoints'
import { handlers, mswPath } from '@mocks/handlers'
import { type Key, samples } from './endpoint-samples'
import { call, demoToken } from './helpers'

describe('endpoints.txt', () => {
  it('ENDPOINTS equals the lines of docs/spec/endpoints.txt', () => {
    const file = readFileSync(join(process.cwd(), 'docs/spec/endpoints.txt'), 'utf8')
    const lines = file
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).toEqual(lines)
  })

  it('every line has exactly one handler, and every handler serves a line', () => {
    const served = handlers.map((h) => `${String(h.info.method)} ${String(h.info.path)}`)
    const expected = ENDPOINTS.map((e) => `${e.method} ${mswPath(e.path)}`)
    expect([...served].sort()).toEqual([...expected].sort())
  })
})

describe.each(ENDPOINTS.map((e) => `${e.method} ${e.path}` as Key))('%s', (key) => {
  it('answers 2xx with the shape the app parses', async () => {
    const sample = samples[key]
    const method = key.startsWith('GET') ? 'GET' : 'POST'
    await sample.before?.()
    const token = sample.auth ? await demoToken() : undefined
    const body = sample.makeBody ? sample.makeBody() : sample.body
    const answer = await call(method, sample.url, { body: method === 'POST' ? (body ?? {}) : undefined, token })
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(200)
    expect(answer.status, answer.text).toBeLessThan(300)
    if (sample.schema) {
      const parsed = z.safeParse(sample.schema, answer.body)
      expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true)
    }
  })
})

const authKeys = (Object.keys(samples) as Key[]).filter((key) => samples[key].auth)

describe('routes that need a Bearer token', () => {
  it('are the /api/auth/ routes other than sign-in, registration, has-user and password reset', () => {
    const open = ['user-login', 'user-register', 'has-user', 'forget-password', 'reset-password']
    const expected = ENDPOINTS.filter(
      (e) => e.path.startsWith('/api/auth/') && !open.some((name) => e.path.includes(name)),
    )
    expect(authKeys.sort()).toEqual(expected.map((e) => `${e.method} ${e.path}`).sort())
  })

  it.each(authKeys)('%s answers 401 without a valid token', async (key) => {
    const sample = samples[key]
    const method = key.startsWith('GET') ? 'GET' : 'POST'
    expect((await call(method, sample.url, { body: method === 'POST' ? {} : undefined })).status).toBe(401)
    const forged = await call(method, sample.url, { body: method === 'POST' ? {} : undefined, token: 'a.b.c' })
    expect(forged.status).toBe(401)
    expect(forged.body).toEqual({ message: 'Unauthenticated.' })
  })
})
