// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstLoadPreloads } from '../../scripts/first-load-preloads'

type Handler = (options: unknown, bundle: Record<string, unknown>) => void

function run(bundle: Record<string, unknown>) {
  const { plugin, resolveDependencies } = firstLoadPreloads()
  const hook = plugin.generateBundle as { handler: Handler }
  hook.handler({}, bundle)
  return resolveDependencies
}

describe('firstLoadPreloads', () => {
  const bundle = {
    'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: ['assets/framework.js'] },
    'assets/framework.js': { type: 'chunk', fileName: 'assets/framework.js', imports: ['assets/runtime.js'] },
    'assets/runtime.js': { type: 'chunk', fileName: 'assets/runtime.js', imports: [] },
    'assets/OffersPage.js': {
      type: 'chunk',
      fileName: 'assets/OffersPage.js',
      imports: ['assets/framework.js', 'assets/grid.js'],
    },
    'assets/grid.js': { type: 'chunk', fileName: 'assets/grid.js', imports: [] },
    'assets/OffersPage.css': { type: 'asset', fileName: 'assets/OffersPage.css' },
  }

  it('leaves out what the entry loads statically (transitively), and keeps the rest, CSS included', () => {
    const resolve = run(bundle)
    expect(
      resolve('assets/OffersPage.js', [
        'assets/framework.js',
        'assets/runtime.js',
        'assets/grid.js',
        'assets/OffersPage.css',
      ]),
    ).toEqual(['assets/grid.js', 'assets/OffersPage.css'])
  })

  it('keeps every dependency before a bundle was seen, and forgets the last bundle', () => {
    const { resolveDependencies } = firstLoadPreloads()
    expect(resolveDependencies('x.js', ['assets/framework.js'])).toEqual(['assets/framework.js'])
    const resolve = run(bundle)
    expect(resolve('x.js', ['assets/grid.js'])).toEqual(['assets/grid.js'])
  })
})
