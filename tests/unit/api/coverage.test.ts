/**
 * Every call of docs/spec/endpoints.txt has a typed function (src/api/endpoints.ts) that reaches
 * the documented path and whose answer from the mock shop (default handlers of @mocks/node,
 * started by tests/setup/unit.ts) parses without an ApiError.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { isApiError } from '@/api'
import { endpoints, type Endpoint } from '@/api/endpoints'
import { buildSample, signIn } from './sample'

const specLines = readFileSync(path.resolve(process.cwd(), 'docs/spec/endpoints.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))

const registry: Readonly<Record<string, Endpoint>> = endpoints

/** `/api/page/{slug}` -> a regexp matching the path of a real request. */
function pathPattern(template: string): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map(literal)
      .join('[^/]+')}$`,
  )
}

describe('endpoint registry', () => {
  it('lists the 79 calls of the spec', () => {
    expect(specLines).toHaveLength(79)
    expect(new Set(specLines).size).toBe(specLines.length)
  })

  it('has an entry for every line and no other', () => {
    expect(Object.keys(registry).sort()).toEqual([...specLines].sort())
  })

  it('entries carry the method and path of their line', () => {
    for (const [line, entry] of Object.entries(registry)) {
      expect(`${entry.method} ${entry.path}`).toBe(line)
    }
  })
})

describe('every call against the mock shop', () => {
  let sample: Awaited<ReturnType<typeof buildSample>>

  beforeAll(async () => {
    sample = await buildSample()
  })
  beforeEach(async () => {
    await signIn()
  })
  afterEach(() => vi.restoreAllMocks())

  it.each(specLines)('%s', async (line) => {
    const entry = registry[line]
    if (!entry) throw new Error(`no registry entry for ${line}`)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      await entry.call(sample)
    } catch (error) {
      if (isApiError(error)) {
        throw new Error(`${line} -> ${error.kind} ${error.status} ${error.message} ${JSON.stringify(error.body)}`)
      }
      throw error
    }
    const last = fetchSpy.mock.calls.at(-1)
    expect(last, 'no request was made').toBeDefined()
    const [input, init] = last ?? []
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? ''))
    expect(init?.method ?? 'GET').toBe(entry.method)
    expect(url.pathname).toMatch(pathPattern(entry.path))
  })
})
