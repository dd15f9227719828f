import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // public/: the app's own assets; mocks/public/: the mock shop's images and its service worker.
  staticDirs: ['../public', '../mocks/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
}

export default config
