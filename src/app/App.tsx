import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { ToastContainer } from 'react-toastify'
import { SWRConfig } from 'swr'
import { routes } from './routes'
import { swrConfig } from './swr'

const router = createBrowserRouter(routes)

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={5000} newestOnTop />
    </SWRConfig>
  )
}
