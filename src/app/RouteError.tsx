import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { RouteErrorView } from '@/components/layout/RouteErrorView'
import { englishTexts } from '@/i18n/lingui'
import { useNumbers } from '@/i18n/useNumbers'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from './PageSeo'
import { isChunkLoadError } from './chunkReload'
import { useInShell } from './inShell'

/** English values (stories compare them); RouteErrorView shows them in the page's language. */
export const ROUTE_ERROR_MESSAGES = englishTexts({
  crashed: msg`Something went wrong.`,
  chunkMissing: msg`This page could not be loaded. The shop may have just been updated: try again to load the newest version.`,
})

export interface RouteErrorProps {
  /** Reloads the page (the browser's reload; stories pass a spy). */
  reload?: () => void
}

const reloadPage = () => window.location.reload()

/**
 * Shown when a route fails to load or render (decision 0031). 'Try again' shows the route afresh:
 * the same address again, which re-renders it (and re-runs any loader); when the page's code could
 * not be loaded, the page is reloaded instead, since the browser keeps the failed module.
 * 'Back to the home page' is always there.
 */
export function RouteError({ reload = reloadPage }: RouteErrorProps) {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  const inShell = useInShell()
  const { count } = useNumbers()
  const chunkMissing = isChunkLoadError(error)
  // A response thrown by the router (no loader of ours throws one): its status code, not its
  // English status text, in the page's language and digits.
  const status = isRouteErrorResponse(error) ? count(error.status) : null
  const message = status
    ? t`Something went wrong (error ${status}).`
    : chunkMissing
      ? ROUTE_ERROR_MESSAGES.chunkMissing
      : ROUTE_ERROR_MESSAGES.crashed
  if (!isRouteErrorResponse(error)) console.error(error)

  const retry = () => {
    if (chunkMissing) reload()
    else void navigate(location, { replace: true, state: location.state as unknown })
  }

  return (
    <>
      <PageSeo title={documentTitle(t`Something went wrong`)} noindex path={null} />
      <RouteErrorView message={message} onRetry={retry} landmark={!inShell} />
    </>
  )
}
