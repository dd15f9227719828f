// First: zod's settings must be in place before any module parses with a schema.
import './lib/zodConfig'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { preloadSiteMeta } from './hooks/useSiteMeta'
import './styles/global.css'

/** Mock builds (npm start, build:demo) start the mock shop before the first request goes out. */
async function startMockShopIfAsked(): Promise<void> {
  if (import.meta.env.VITE_MOCK_SHOP !== 'true') return
  const { startMockShop } = await import('../mocks/browser')
  const latency = Number(import.meta.env.VITE_MOCK_LATENCY ?? 250)
  await startMockShop({ latency: Number.isFinite(latency) ? latency : 250, quiet: true })
}

async function main(): Promise<void> {
  await startMockShopIfAsked()
  // Site metadata is needed at start-up (spec 000 s7): the call starts before the first render.
  preloadSiteMeta()
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void main()
