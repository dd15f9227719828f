/**
 * Several server processes (`npm run serve` with WEB_CONCURRENCY > 1): a primary process forks
 * that many workers with Node's cluster module; each worker runs the whole server (./main.ts)
 * with its own render cache, and the primary shares the listening port between them. The primary
 * serves nothing itself: it starts the workers, starts a new one when one dies unexpectedly, and
 * on SIGTERM or SIGINT passes the signal on to every worker (each shuts down gracefully as a
 * single server does) and exits when they all have.
 *
 * WEB_CONCURRENCY: a number of processes; unset, 1 in a container (the orchestrator scales by
 * containers, and a CPU quota is not what the machine's core count says) and one per core
 * otherwise (docs/deploy.md).
 */
import cluster from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'

/** Looks like a container: Docker's or Podman's marker file, or Kubernetes' environment. */
export function inContainer(
  env: Record<string, string | undefined> = process.env,
  exists: (file: string) => boolean = fs.existsSync,
): boolean {
  return Boolean(env.KUBERNETES_SERVICE_HOST) || exists('/.dockerenv') || exists('/run/.containerenv')
}

/** How many server processes to run. */
export function processCount(
  env: Record<string, string | undefined> = process.env,
  cores: number = os.availableParallelism(),
  container: boolean = inContainer(env),
): number {
  const told = env.WEB_CONCURRENCY?.trim()
  if (told) {
    const count = Number(told)
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`WEB_CONCURRENCY must be a whole number >= 1, not '${told}'`)
    return count
  }
  return container ? 1 : Math.max(1, cores)
}

/** What the primary needs from Node (the cluster module and the process; fakes in the tests). */
export interface PrimaryDeps {
  fork: () => WorkerLike
  onSignal: (signal: 'SIGTERM' | 'SIGINT', handler: () => void) => void
  exit: (code: number) => void
  log: (line: string) => void
  /** Waits before a dead worker is replaced (no fork loop when workers die at start). */
  later: (fn: () => void, ms: number) => void
}

export interface WorkerLike {
  readonly id: number
  kill: (signal: NodeJS.Signals) => void
  onExit: (handler: (code: number | null, signal: string | null) => void) => void
}

/** Starts `count` workers and looks after them until a signal says stop. */
export function runPrimary(count: number, deps: PrimaryDeps): void {
  const workers = new Set<WorkerLike>()
  let stopping = false
  let failed = false

  const start = () => {
    const worker = deps.fork()
    workers.add(worker)
    worker.onExit((code, signal) => {
      workers.delete(worker)
      if (stopping) {
        if (code !== 0 && code !== null) failed = true
        if (workers.size === 0) deps.exit(failed ? 1 : 0)
        return
      }
      deps.log(`[cluster] worker ${worker.id} exited (${signal ?? `code ${code}`}); starting another`)
      deps.later(start, 1000)
    })
  }

  for (let i = 0; i < count; i += 1) start()

  const stop = (signal: 'SIGTERM' | 'SIGINT') => () => {
    if (stopping) return
    stopping = true
    deps.log(`[cluster] ${signal}: stopping ${workers.size} worker(s)`)
    if (workers.size === 0) deps.exit(0)
    for (const worker of workers) worker.kill(signal)
  }
  deps.onSignal('SIGTERM', stop('SIGTERM'))
  deps.onSignal('SIGINT', stop('SIGINT'))
}

/**
 * Called first by ./index.ts: true when this process should run the server (a worker, or the only
 * process); false when it became the primary of several.
 */
export function startProcesses(): boolean {
  if (cluster.isWorker) return true
  const count = processCount()
  if (count === 1) return true
  console.log(`[cluster] ${count} server processes (WEB_CONCURRENCY)`)
  runPrimary(count, {
    fork: () => {
      const worker = cluster.fork()
      return {
        id: worker.id,
        kill: (signal) => worker.process.kill(signal),
        onExit: (handler) => worker.on('exit', handler),
      }
    },
    onSignal: (signal, handler) => process.on(signal, handler),
    exit: (code) => process.exit(code),
    log: (line) => console.log(line),
    later: (fn, ms) => setTimeout(fn, ms),
  })
  return false
}
