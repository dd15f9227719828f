/**
 * The visual project renders composed stories (portable stories) with the Storybook preview's
 * annotations: the mock shop loader, the router / SWR / toast decorators and the per-story reset.
 */
import { setProjectAnnotations } from '@storybook/react-vite'
import preview from '../../.storybook/preview'

setProjectAnnotations([preview])
