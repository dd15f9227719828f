/**
 * Every story also renders as on a Bangla page (issue 16): each story of stories/ is rendered with
 * the Language toolbar at বাংলা (`globals.locale = 'bn'`: `<html lang="bn">`, Bangla numbers,
 * money and type), must render without an error, and axe must find no violation in it (the
 * rules of the Storybook a11y addon, with the story's own a11y parameters). Play functions are
 * not run here: they assert the English page (the storybook project runs them).
 *
 * The story files are dealt to test files (storiesInBangla.1.test.tsx, .2.test.tsx) by
 * `describeStoriesInBangla`, so they render in two browser pages at once
 * (docs/decisions/0056-npm-test-in-parallel.md).
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import axe from 'axe-core'
import { createElement, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import preview from '../../.storybook/preview'
import '@/styles/global.css'

setProjectAnnotations([preview])

type StoryModule = Parameters<typeof composeStories>[0]
/** Every story file, loaded only by the part that renders it. */
const storyFiles = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx')

interface Composed {
  load: () => Promise<void>
  parameters?: { a11y?: { test?: string; options?: axe.RunOptions; config?: axe.Spec; context?: unknown } }
  tags?: string[]
}

let mounted: { root: Root; container: HTMLElement } | null = null

function unmount(): void {
  mounted?.root.unmount()
  mounted?.container.remove()
  mounted = null
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Registers part `part` (1-based) of `of`: every `of`-th story file in path order, starting at the
 * `part`-th, so the parts together render every story once, and a new story file lands in one of
 * them without a change here.
 */
export async function describeStoriesInBangla({ part, of }: { part: number; of: number }): Promise<void> {
  const files = Object.keys(storyFiles)
    .sort()
    .filter((_, index) => index % of === part - 1)
  const modules = await Promise.all(files.map(async (file) => [file, await storyFiles[file]!()] as const))

  afterEach(() => unmount())
  afterAll(() => {
    document.documentElement.lang = 'en'
  })

  for (const [file, module] of modules) {
    const stories = composeStories(module, { initialGlobals: { locale: 'bn' } }) as Record<
      string,
      ComponentType & Composed
    >
    describe(file.replace('../../stories/', ''), () => {
      for (const [name, Story] of Object.entries(stories)) {
        const a11y = Story.parameters?.a11y
        test(name, async () => {
          const errors: unknown[] = []
          const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message)
          window.addEventListener('error', onError)
          try {
            await Story.load()
            const container = document.createElement('div')
            document.body.append(container)
            const root = createRoot(container, { onUncaughtError: (error) => errors.push(error) })
            mounted = { root, container }
            root.render(createElement(Story))
            await frame()
            // The story's data (the mock shop answers at once): until nothing is busy, 1.5 s at most.
            for (let waited = 0; waited < 1500 && container.querySelector('[aria-busy="true"]'); waited += 50) {
              await pause(50)
            }
            await pause(50)
            expect(document.documentElement.lang).toBe('bn')
            expect(errors.map(String).join('\n'), 'errors while rendering').toBe('')
            if (a11y?.test === 'off' || a11y?.test === 'todo') return
            // As the a11y addon runs axe (its a11yRunner): 'region' off (a story is a part of a page),
            // then the story's own config and options.
            const config = a11y?.config ?? {}
            axe.reset()
            axe.configure({ ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] })
            const result = await axe.run(document.body, a11y?.options ?? {})
            const violations = result.violations.map(
              (violation) =>
                `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`,
            )
            expect(violations.join('\n'), 'axe violations').toBe('')
          } finally {
            window.removeEventListener('error', onError)
          }
        })
      }
    })
  }
}
