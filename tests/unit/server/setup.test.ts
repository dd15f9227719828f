// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { ReadOnlyError, serverFetch, sharedGets, SHARED_ANSWERS_LIMIT } from '@/server/setup'

const ok = (body: string, status = 200) => Promise.resolve(new Response(body, { status }))

describe('serverFetch', () => {
  it('sends GET and HEAD, refuses anything else', async () => {
    const base = vi.fn(() => ok('{}'))
    const fetcher = serverFetch(base)
    await fetcher('http://api/a')
    await fetcher('http://api/a', { method: 'HEAD' })
    await expect(fetcher('http://api/a', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(ReadOnlyError)
    await expect(fetcher(new Request('http://api/a', { method: 'DELETE' }))).rejects.toBeInstanceOf(ReadOnlyError)
    expect(base).toHaveBeenCalledTimes(2)
  })

  it("gives every call a time limit, on top of the caller's own signal", async () => {
    const base = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init?.signal
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason as Error))
      })
    })
    await expect(serverFetch(base, 30)('http://api/slow')).rejects.toThrow()
    const caller = new AbortController()
    const pending = serverFetch(base, 60_000)('http://api/slow', { signal: caller.signal })
    caller.abort(new Error('caller gave up'))
    await expect(pending).rejects.toThrow('caller gave up')
  })
})

describe('sharedGets', () => {
  it('shares one request between calls in flight and reuses the answer for its time', async () => {
    let clock = 0
    const base = vi.fn(() => ok('{"n":1}'))
    const fetcher = sharedGets(base, 5000, () => clock)
    const [a, b] = await Promise.all([fetcher('http://api/x'), fetcher('http://api/x')])
    expect(await a.json()).toEqual({ n: 1 })
    expect(await b.json()).toEqual({ n: 1 })
    clock = 4000
    await (await fetcher('http://api/x')).text()
    expect(base).toHaveBeenCalledTimes(1)
    clock = 5001
    await (await fetcher('http://api/x')).text()
    expect(base).toHaveBeenCalledTimes(2)
    await (await fetcher('http://api/y')).text()
    expect(base).toHaveBeenCalledTimes(3)
  })

  it('drops an answer once its time is over (memory is not held until the map is full)', async () => {
    vi.useFakeTimers()
    try {
      // The clock the reuse rule reads stands still: only the drop can make the next call go out.
      const base = vi.fn(() => ok('{"n":1}'))
      const fetcher = sharedGets(base, 5000, () => 0)
      await (await fetcher('http://api/x')).text()
      await vi.advanceTimersByTimeAsync(4000)
      await (await fetcher('http://api/x')).text()
      expect(base).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1001)
      await (await fetcher('http://api/x')).text()
      expect(base).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps no server error and no failed call', async () => {
    const base = vi
      .fn<(input: RequestInfo | URL) => Promise<Response>>()
      .mockImplementationOnce(() => ok('down', 500))
      .mockImplementationOnce(() => Promise.reject(new TypeError('fetch failed')))
      .mockImplementation(() => ok('{}'))
    const fetcher = sharedGets(base, 5000)
    expect((await fetcher('http://api/x')).status).toBe(500)
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(fetcher('http://api/x')).rejects.toThrow('fetch failed')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await fetcher('http://api/x')).status).toBe(200)
    expect(base).toHaveBeenCalledTimes(3)
  })

  it('keeps a 404 (an answer about the resource) for its time', async () => {
    const base = vi.fn(() => ok('{"message":"Not found"}', 404))
    const fetcher = sharedGets(base, 5000)
    expect((await fetcher('http://api/p/nope')).status).toBe(404)
    expect((await fetcher('http://api/p/nope')).status).toBe(404)
    expect(base).toHaveBeenCalledTimes(1)
  })

  it('with no time to keep them, shares only calls in flight', async () => {
    const base = vi.fn(() => ok('{}'))
    const fetcher = sharedGets(base, 0)
    await Promise.all([fetcher('http://api/x'), fetcher('http://api/x')])
    await new Promise((resolve) => setTimeout(resolve, 0))
    await fetcher('http://api/x')
    expect(base).toHaveBeenCalledTimes(2)
  })

  it('shares a call in flight however long it takes: the time to keep counts from the answer', async () => {
    let clock = 0
    let answer: (response: Response) => void = () => undefined
    const base = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    const fetcher = sharedGets(base, 0, () => clock)
    const first = fetcher('http://api/x')
    clock = 5
    const second = fetcher('http://api/x')
    answer(new Response('{}'))
    await Promise.all([first, second])
    expect(base).toHaveBeenCalledTimes(1)
  })

  it(`keeps at most ${SHARED_ANSWERS_LIMIT} answers, forgetting the oldest`, async () => {
    const base = vi.fn(() => ok('{}'))
    const fetcher = sharedGets(base, 60_000)
    for (let i = 0; i <= SHARED_ANSWERS_LIMIT; i += 1) await fetcher(`http://api/search/${i}`)
    expect(base).toHaveBeenCalledTimes(SHARED_ANSWERS_LIMIT + 1)
    await fetcher(`http://api/search/${SHARED_ANSWERS_LIMIT}`)
    expect(base).toHaveBeenCalledTimes(SHARED_ANSWERS_LIMIT + 1)
    await fetcher('http://api/search/0')
    expect(base).toHaveBeenCalledTimes(SHARED_ANSWERS_LIMIT + 2)
  })
})
