/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the backend API; '' (default) = same origin, calls go to /api/... */
  readonly VITE_API_BASE_URL?: string
  /** Origin of uploaded images (uploads/...); defaults to VITE_API_BASE_URL. */
  readonly VITE_IMAGE_BASE_URL?: string
  /** 'true' starts the mock shop in the browser (npm start, build:demo). Never set for production. */
  readonly VITE_MOCK_SHOP?: string
  /** Mock shop latency in ms (default 250 in the browser). */
  readonly VITE_MOCK_LATENCY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** A Lingui catalogue, compiled on import by @lingui/vite-plugin (src/i18n/lingui.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
