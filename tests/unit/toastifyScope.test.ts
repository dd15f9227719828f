import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { scopeToastifyVariables } from '../../scripts/toastify-scope'

const require = createRequire(import.meta.url)
const sheet = readFileSync(require.resolve('react-toastify/dist/ReactToastify.css'), 'utf8')

describe("react-toastify's variables on its container", () => {
  it('moves the one :root rule of the installed sheet to .Toastify, and nothing else', () => {
    const scoped = scopeToastifyVariables(sheet)
    expect(scoped).not.toMatch(/:root/)
    expect(scoped).toMatch(/\.Toastify\s*\{\s*--toastify-/)
    expect(scoped.length).toBe(sheet.length + '.Toastify'.length - ':root'.length)
  })

  it('fails when the sheet does not have exactly one :root rule (a new version: look again)', () => {
    expect(() => scopeToastifyVariables('.Toastify__toast{color:red}')).toThrow(/0 :root rules/)
    expect(() => scopeToastifyVariables(':root{--a:1}:root{--b:2}')).toThrow(/2 :root rules/)
  })
})
