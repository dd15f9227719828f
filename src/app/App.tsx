import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { routes } from './routes'
import { swrConfig } from './swr'
import { Toasts } from './Toasts'

const router = createBrowserRouter(routes)

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
      <Toasts />
    </SWRConfig>
  )
}
