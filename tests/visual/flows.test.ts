/**
 * Chromatic snapshots: multi-step flow stories ('Flows/...') are played, not photographed, so
 * every one of them sets `parameters.chromatic.disableSnapshot` (docs/visual.md). This checks the
 * composed parameters (meta and story merged, as Chromatic sees them) of every Flows story.
 */
import { composeStories } from '@storybook/react-vite'
import { describe, expect, test } from 'vitest'

type StoryModule = Parameters<typeof composeStories>[0]
/** What this check reads of a composed story. */
interface ComposedFlowStory {
  id: string
  parameters: { chromatic?: { disableSnapshot?: boolean } }
}

// The sources are read first, so only the files that can hold a Flows story are loaded.
const sources = import.meta.glob<string>('../../stories/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx')

const flowFiles = Object.keys(sources).filter((file) => /title:\s*['"`]Flows\//.test(sources[file] ?? ''))

describe('Flows stories are excluded from Chromatic snapshots', () => {
  test('there are Flows stories to check', () => {
    expect(flowFiles.length).toBeGreaterThanOrEqual(4)
  })

  test.each(flowFiles)('%s', async (file) => {
    const load = modules[file]
    if (!load) throw new Error(`no module for ${file}`)
    const stories = Object.values(composeStories(await load()) as Record<string, ComposedFlowStory>)
    expect(stories.length).toBeGreaterThan(0)
    for (const story of stories) {
      expect({ story: story.id, disableSnapshot: story.parameters.chromatic?.disableSnapshot }).toEqual({
        story: story.id,
        disableSnapshot: true,
      })
    }
  })
})
