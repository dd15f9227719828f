#!/usr/bin/env node
/**
 * The build an end-to-end suite serves, in a folder of its own (so rebuilding build/ or a running
 * `npm run serve` never swaps files under a running test):
 *
 *   node scripts/e2e-build.mjs <dir> [more vite build options]
 *   node scripts/e2e-build.mjs <dir> --demo
 *
 * The first builds the server-rendered production build as `npm run build` does (the browser's
 * bundle in <dir>/client, the server in <dir>/server); with `--demo`, the static demo build (the
 * production bundle with the mock shop in the browser, answering at once) as
 * `npm run build:e2e-demo` (this script into dist-prebuilt-demo/) does. When E2E_PREBUILT (with `--demo`:
 * E2E_PREBUILT_DEMO) names a build made by those commands (`npm test` sets them to build/ and
 * dist-prebuilt-demo/, which its test:build step has just made), it copies that one instead: the same
 * files, without building them again for each suite (docs/decisions/0050-npm-test-time.md,
 * 0056-npm-test-in-parallel.md). A copy older than a source file fails rather than test
 * yesterday's code.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The demo build's settings for the suites: the mock shop answers at once, as in the other suites
 * (the tests wait for what the shopper sees, never for a time).
 */
const DEMO_ENV = { VITE_MOCK_LATENCY: '0' }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const demo = args.includes('--demo')
const [dirArg, ...viteOptions] = args.filter((arg) => arg !== '--demo')
if (!dirArg) {
  console.error('usage: node scripts/e2e-build.mjs <dir> [--demo] [vite build options]')
  process.exit(2)
}
const dir = path.resolve(root, dirArg)
const prebuiltName = demo ? 'E2E_PREBUILT_DEMO' : 'E2E_PREBUILT'
const prebuilt = process.env[prebuiltName]

if (prebuilt) {
  const from = path.resolve(root, prebuilt)
  // What the copy takes, and the file whose age stands for the build's.
  const [built, needs] = demo
    ? [path.join(from, 'index.html'), 'index.html (npm run build:e2e-demo)']
    : [path.join(from, 'server/index.js'), 'client/index.html and server/index.js (npm run build)']
  if (!fs.existsSync(built) || (!demo && !fs.existsSync(path.join(from, 'client/index.html')))) {
    console.error(`e2e-build: ${prebuiltName}=${prebuilt} has no ${needs}`)
    process.exit(1)
  }
  const newer = newestSource(fs.statSync(built).mtimeMs)
  if (newer) {
    console.error(`e2e-build: ${newer} is newer than ${path.relative(root, built)}: build again (${needs})`)
    process.exit(1)
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(from, dir, { recursive: true })
  console.log(`e2e-build: ${path.relative(root, dir)} copied from ${path.relative(root, from)}`)
} else {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const run = (args, env = process.env) =>
    execFileSync(process.execPath, [vite, 'build', ...args, ...viteOptions], { cwd: root, stdio: 'inherit', env })
  if (demo) {
    run(['--mode', 'demo', '--outDir', dir, '--emptyOutDir'], { ...process.env, ...DEMO_ENV })
  } else {
    run(['--outDir', path.join(dir, 'client'), '--emptyOutDir'])
    run(['--ssr', 'src/server/index.ts', '--outDir', path.join(dir, 'server'), '--emptyOutDir'])
  }
}

/** The first file of what the build is made from that is newer than `time`, or undefined. */
function newestSource(time) {
  const roots = [
    'src',
    'machines',
    'public',
    'scripts',
    'index.html',
    'vite.config.ts',
    'package.json',
    'package-lock.json',
  ]
  const walk = (file) => {
    const stat = fs.statSync(file)
    if (!stat.isDirectory()) return stat.mtimeMs > time ? path.relative(root, file) : undefined
    for (const entry of fs.readdirSync(file)) {
      const found = walk(path.join(file, entry))
      if (found) return found
    }
    return undefined
  }
  for (const name of roots) {
    const file = path.join(root, name)
    if (fs.existsSync(file)) {
      const found = walk(file)
      if (found) return found
    }
  }
  return undefined
}
