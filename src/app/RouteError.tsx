import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { documentTitle } from '@/lib/title'

/** Shown when a route fails to load or render: the shopper always has a way back home. */
export function RouteError() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.'
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main style={{ padding: 'var(--space-6)', textAlign: 'center' }}>
      <title>{documentTitle('Something went wrong')}</title>
      <h1>Sorry, this page could not be shown</h1>
      <p>{message}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  )
}
