#!/usr/bin/env node
/**
 * The server-rendered production build an end-to-end suite serves, in a folder of its own (so
 * rebuilding build/ or a running `npm run serve` never swaps files under a running test):
 *
 *   node scripts/e2e-build.mjs <dir> [more vite build options]
 *
 * builds it as `npm run build` does (the browser's bundle in <dir>/client, the server in
 * <dir>/server), or, when E2E_PREBUILT names a build made by those same two commands (`npm test`
 * sets it to build/, which its test:build step has just made), copies that one: the same files,
 * without building them again for each suite (docs/decisions/0050-npm-test-time.md). A copy
 * older than a source file fails rather than test yesterday's code.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const [dirArg, ...viteOptions] = process.argv.slice(2)
if (!dirArg) {
  console.error('usage: node scripts/e2e-build.mjs <dir> [vite build options]')
  process.exit(2)
}
const dir = path.resolve(root, dirArg)
const prebuilt = process.env.E2E_PREBUILT

if (prebuilt) {
  const from = path.resolve(root, prebuilt)
  const built = path.join(from, 'server/index.js')
  if (!fs.existsSync(built) || !fs.existsSync(path.join(from, 'client/index.html'))) {
    console.error(`e2e-build: E2E_PREBUILT=${prebuilt} has no client/index.html and server/index.js`)
    process.exit(1)
  }
  const newer = newestSource(fs.statSync(built).mtimeMs)
  if (newer) {
    console.error(`e2e-build: ${newer} is newer than ${path.relative(root, built)}: build again (npm run build)`)
    process.exit(1)
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(from, dir, { recursive: true })
  console.log(`e2e-build: ${path.relative(root, dir)} copied from ${path.relative(root, from)}`)
} else {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const run = (args) =>
    execFileSync(process.execPath, [vite, 'build', ...args, ...viteOptions], { cwd: root, stdio: 'inherit' })
  run(['--outDir', path.join(dir, 'client'), '--emptyOutDir'])
  run(['--ssr', 'src/server/index.ts', '--outDir', path.join(dir, 'server'), '--emptyOutDir'])
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
