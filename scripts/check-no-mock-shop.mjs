#!/usr/bin/env node
/**
 * Fails when a production build carries the mock shop: MSW code, the service worker, the mock
 * store or its images. Run after `vite build` (npm run build does).
 *   node scripts/check-no-mock-shop.mjs [dir ...]    (default: dist)
 */
import fs from 'node:fs'
import path from 'node:path'

const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['dist']
// Strings that only MSW and the mock shop contain.
const MARKERS = ['[MSW]', 'mockServiceWorker', 'mock-shop:v1', 'setupWorker', 'INTEGRITY_CHECK_REQUEST']

let failed = false
for (const dir of dirs) failed = check(path.resolve(dir)) || failed
process.exit(failed ? 1 : 0)

/** @param {string} dist @returns {boolean} true when the build carries mock-shop code */
function check(dist) {
  if (!fs.existsSync(dist)) {
    console.error(`check-no-mock-shop: ${dist} does not exist; run vite build first`)
    process.exit(2)
  }

  const problems = []
  function walk(dir) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      const rel = path.relative(dist, file)
      if (entry.isDirectory()) {
        if (rel === 'uploads') problems.push(`${rel}/: mock shop images`)
        walk(file)
      } else {
        if (entry.name === 'mockServiceWorker.js') problems.push(`${rel}: the MSW service worker`)
        if (/\.(js|mjs|html)$/.test(entry.name)) {
          const text = fs.readFileSync(file, 'utf8')
          for (const marker of MARKERS)
            if (text.includes(marker)) problems.push(`${rel}: contains ${JSON.stringify(marker)}`)
        }
      }
    }
  }
  walk(dist)

  if (problems.length) {
    console.error(`The production build in ${path.relative(process.cwd(), dist) || dist} carries mock-shop code:`)
    for (const problem of problems) console.error(`  - ${problem}`)
    return true
  }
  console.log(`check-no-mock-shop: ${path.relative(process.cwd(), dist) || dist} is free of MSW and mock-shop code`)
  return false
}
