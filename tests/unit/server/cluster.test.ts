// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { processCount, runPrimary, type PrimaryDeps, type WorkerLike } from '@/server/cluster'

describe('processCount (WEB_CONCURRENCY)', () => {
  it('is what WEB_CONCURRENCY says', () => {
    expect(processCount({ WEB_CONCURRENCY: '3' }, 8, true)).toBe(3)
    expect(processCount({ WEB_CONCURRENCY: ' 1 ' }, 8, false)).toBe(1)
  })

  it('defaults to one per core, and to one in a container', () => {
    expect(processCount({}, 4, false)).toBe(4)
    expect(processCount({}, 4, true)).toBe(1)
    expect(processCount({ WEB_CONCURRENCY: '' }, 2, false)).toBe(2)
  })

  it('refuses a setting that is not a whole number of at least 1', () => {
    for (const value of ['0', '-2', '1.5', 'many']) {
      expect(() => processCount({ WEB_CONCURRENCY: value }, 4, false)).toThrow(/WEB_CONCURRENCY/)
    }
  })
})

/** The cluster and the process as the primary sees them, with workers the test ends. */
function fakes() {
  const workers: Array<WorkerLike & { signals: string[]; die: (code: number | null, signal?: string) => void }> = []
  const signals = new Map<string, () => void>()
  const exits: number[] = []
  const pending: Array<() => void> = []
  const deps: PrimaryDeps = {
    fork: () => {
      let onExit: (code: number | null, signal: string | null) => void = () => {}
      const worker = {
        id: workers.length + 1,
        signals: [] as string[],
        kill: (signal: NodeJS.Signals) => worker.signals.push(signal),
        onExit: (handler: typeof onExit) => {
          onExit = handler
        },
        die: (code: number | null, signal?: string) => onExit(code, signal ?? null),
      }
      workers.push(worker)
      return worker
    },
    onSignal: (signal, handler) => signals.set(signal, handler),
    exit: (code) => exits.push(code),
    log: () => undefined,
    later: (fn) => pending.push(fn),
  }
  return { workers, signals, exits, pending, deps }
}

describe('runPrimary', () => {
  it('starts the workers and replaces one that dies', () => {
    const { workers, pending, deps, exits } = fakes()
    runPrimary(2, deps)
    expect(workers).toHaveLength(2)
    workers[0]?.die(1)
    expect(workers).toHaveLength(2)
    pending.shift()?.()
    expect(workers).toHaveLength(3)
    expect(exits).toEqual([])
  })

  it('passes SIGTERM on to every worker once, and exits 0 when all have finished', () => {
    const { workers, signals, exits, deps } = fakes()
    runPrimary(3, deps)
    signals.get('SIGTERM')?.()
    signals.get('SIGTERM')?.()
    expect(workers.map((worker) => worker.signals)).toEqual([['SIGTERM'], ['SIGTERM'], ['SIGTERM']])
    workers[0]?.die(0)
    workers[1]?.die(0)
    expect(exits).toEqual([])
    workers[2]?.die(0)
    expect(exits).toEqual([0])
  })

  it('does not replace workers while stopping, and exits 1 when one failed to stop cleanly', () => {
    const { workers, signals, exits, pending, deps } = fakes()
    runPrimary(2, deps)
    signals.get('SIGINT')?.()
    workers[0]?.die(1)
    workers[1]?.die(0)
    expect(pending).toEqual([])
    expect(workers).toHaveLength(2)
    expect(exits).toEqual([1])
  })
})
