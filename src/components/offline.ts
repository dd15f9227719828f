import { createContext } from 'react'

/**
 * True while the browser is offline (provided by the app's layout, src/app/AppLayout.tsx). Prices
 * show as possibly out of date (PriceDisplay) and submit buttons say sending needs a connection
 * (SubmitButton). False where nothing provides it (stories, tests), as on the server and while a
 * page hydrates.
 */
export const OfflineContext = createContext(false)
