/** /page/{slug} (spec 001 "generic content page"): GET /api/page/{slug}; title image and sanitised HTML. */
import { useLingui } from '@lingui/react/macro'
import { HttpStatus } from '@/app/ssr/status'
import { useParams } from 'react-router-dom'
import { ContentPageSkeleton, ContentPageView, LoadError, NotFoundView } from '@/components/catalogue'
import { useContentPage } from '@/hooks/useCatalogue'
import { excerpt } from '@/lib/sanitize'
import { useDocumentTitle } from '@/lib/title'
import { DESCRIPTION_LENGTH } from '@/seo/head'
import { PageSeo } from '@/app/PageSeo'
import { useRetry } from '@/hooks/useRetry'

export default function ContentPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { slug = '' } = useParams()
  const page = useContentPage(slug)
  const retry = useRetry(page.mutate)

  if (page.error?.status === 404) {
    return (
      <>
        <HttpStatus code={404} />
        <PageSeo title={documentTitle(t`Page not found`)} noindex path={null} />
        <NotFoundView />
      </>
    )
  }
  if (page.error) {
    return (
      <>
        <PageSeo title={documentTitle(t`Page`)} />
        <LoadError message={t`This page could not be loaded.`} onRetry={retry.retry} retrying={retry.retrying} />
      </>
    )
  }
  if (!page.data) return <ContentPageSkeleton />
  return (
    <>
      <PageSeo
        title={documentTitle(page.data.title)}
        description={excerpt(page.data.description, DESCRIPTION_LENGTH)}
      />
      <ContentPageView page={page.data} />
    </>
  )
}
