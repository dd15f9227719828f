import { msg } from '@lingui/core/macro'
import { englishTexts, useText } from '@/i18n/lingui'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import type { ApiError } from '@/api'
import { StatusMessage } from '@/components/account'
import { LoadError } from '@/components/catalogue/LoadError'
import { ROUTES } from '@/lib/paths'
import { loginPathFor, signOut } from '@/session'
import { hasStatus } from '@/account/feedback'

/** What a page says about a record that does not exist, and the way back. */
export interface NotFound {
  message: string
  backTo: string
  backLabel: string
}

const NOT_FOUND_TEXTS = englishTexts({
  order: msg`This order could not be found.`,
  orderBack: msg`Back to My Orders`,
  address: msg`This address could not be found.`,
  addressBack: msg`Back to Manage Address`,
})

export const ORDER_NOT_FOUND: NotFound = {
  message: NOT_FOUND_TEXTS.order,
  backTo: ROUTES.orders,
  backLabel: NOT_FOUND_TEXTS.orderBack,
}

export const ADDRESS_NOT_FOUND: NotFound = {
  message: NOT_FOUND_TEXTS.address,
  backTo: ROUTES.addresses,
  backLabel: NOT_FOUND_TEXTS.addressBack,
}

function NotFoundMessage({ message, backTo, backLabel }: NotFound) {
  const text = useText()
  return (
    <StatusMessage
      kind="info"
      action={
        <Link to={backTo} replace>
          {text(backLabel)}
        </Link>
      }
    >
      {text(message)}
    </StatusMessage>
  )
}

interface AccountLoadErrorProps {
  error: ApiError | undefined
  /** The sentence saying what failed to load, in the page's language, e.g. 'Your orders could not be loaded.' */
  failed: string
  onRetry: () => void
  /** Shown for a 404 (an order or address that does not exist), with a way back. */
  notFound?: NotFound
}

/**
 * A failed load on an account page: a 404 says what is missing and links back; a 401 means the
 * server no longer accepts the session, so the shopper is asked to log in again (the stale
 * session is removed first, then the login page brings them back here); anything else offers a
 * retry.
 */
export function AccountLoadError({ error, failed, onRetry, notFound }: AccountLoadErrorProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const location = useLocation()
  if (notFound && hasStatus(error, 404)) return <NotFoundMessage {...notFound} />
  if (hasStatus(error, 401)) {
    return (
      <StatusMessage
        kind="info"
        action={
          <button type="button" onClick={() => signOut(navigate, loginPathFor(location.pathname + location.search))}>
            {t`Log in again`}
          </button>
        }
      >
        {t`Your session has expired. Please log in again.`}
      </StatusMessage>
    )
  }
  return <LoadError message={failed} onRetry={onRetry} />
}

interface RecordLoad {
  data: unknown
  error: ApiError | undefined
  mutate: () => Promise<unknown>
}

/**
 * What a page about one record (an order, an address) shows until the record is there: the
 * not-found note for an id that cannot exist, the failure, or the loading note. Null once loaded.
 * `failed` and `loading` are texts in the page's language.
 */
export function recordPlaceholder(
  id: number | null,
  record: RecordLoad,
  texts: { failed: string; loading: string; notFound: NotFound },
): ReactNode {
  if (id === null) return <NotFoundMessage {...texts.notFound} />
  if (record.error && record.data === undefined) {
    return (
      <AccountLoadError
        error={record.error}
        failed={texts.failed}
        onRetry={() => void record.mutate()}
        notFound={texts.notFound}
      />
    )
  }
  if (record.data === undefined) return <StatusMessage kind="loading">{texts.loading}</StatusMessage>
  return null
}
