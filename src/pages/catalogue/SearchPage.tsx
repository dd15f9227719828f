/**
 * /search/{query}?page=n (spec 000 "Search results page"): GET /api/v2/product-search/{query}. The
 * router hands over the query decoded ('Amoxicillin/Clavulanic', 'নাপা', '50% off'); the API layer
 * encodes it again as one path segment.
 */
import { useLingui } from '@lingui/react/macro'
import { SEARCH_FAILED, searchQueryOf } from '@/hooks/useSearchSuggestions'
import { useNavigate, useParams } from 'react-router-dom'
import { messageOf } from '@/api'
import { SearchResults } from '@/components/catalogue/SearchResults'
import { useProductSearch } from '@/hooks/useCatalogue'
import { pagedPath, searchPath } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useCartBindings } from '@/catalogue/cartBindings'
import { useUrlPaging } from '@/catalogue/urlState'
import { useLoadState } from '@/hooks/useRetry'
import { hasBanglaScript } from '@/lib/banglaScript'
import { useBanglaSearch } from '@/hooks/useBanglaSearch'

export default function SearchPage() {
  const documentTitle = useDocumentTitle()
  const { t } = useLingui()
  const { query = '' } = useParams()
  const navigate = useNavigate()
  const trimmed = searchQueryOf(query)
  const { page, hrefForPage } = useUrlPaging(searchPath(trimmed))
  // A query in Bangla script (issue 24): the Bangla search's answer, one page, instead of the call as typed
  // (the Bangla search sends the text as typed first itself).
  const banglaActive = hasBanglaScript(trimmed) && page === 1
  const regular = useProductSearch(banglaActive ? '' : trimmed, page)
  const bangla = useBanglaSearch(trimmed, banglaActive)
  const regularLoad = useLoadState(regular)
  const banglaLoad = useLoadState(bangla)
  const load = banglaActive ? banglaLoad : regularLoad
  const searchError = banglaActive ? bangla.error : regular.error
  const cart = useCartBindings()
  const found = banglaActive ? bangla.data?.data : regular.data?.data
  const meta = banglaActive
    ? bangla.data && { current_page: 1, last_page: 1, per_page: null, total: bangla.data.data.length }
    : regular.data?.meta
  const noResults = found !== undefined && found.length === 0 && (meta?.total ?? 0) === 0

  return (
    <>
      {/* A search that found nothing is not a page for search engines. */}
      <PageSeo
        title={documentTitle(trimmed ? t`Search Results for ${trimmed}` : t`Search`)}
        path={trimmed ? pagedPath(searchPath(trimmed), page) : undefined}
        noindex={noResults}
      />
      <SearchResults
        query={trimmed}
        products={found ?? []}
        note={banglaActive && bangla.data?.note ? t(bangla.data.note) : null}
        {...load}
        error={searchError ? messageOf(searchError, t(SEARCH_FAILED)) : null}
        page={meta?.current_page ?? page}
        lastPage={meta?.last_page ?? 1}
        total={meta?.total ?? null}
        perPage={meta?.per_page ?? null}
        hrefForPage={hrefForPage}
        cart={cart}
        onSearch={(next) => {
          const search = searchQueryOf(next)
          if (search) void navigate(searchPath(search))
        }}
      />
    </>
  )
}
