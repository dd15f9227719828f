import { HttpStatus } from '@/app/ssr/status'
/** /page/{slug} (spec 001 "generic content page"): GET /api/page/{slug}; title image and sanitised HTML. */
import { useParams } from 'react-router-dom'
import { ContentPageSkeleton, ContentPageView, LoadError, NotFoundView } from '@/components/catalogue'
import { useContentPage } from '@/hooks/useCatalogue'
import { documentTitle } from '@/lib/title'
import { useRetry } from '@/hooks/useRetry'

export default function ContentPage() {
  const { slug = '' } = useParams()
  const page = useContentPage(slug)
  const retry = useRetry(page.mutate)

  if (page.error?.status === 404) {
    return (
      <>
        <HttpStatus code={404} />
        <title>{documentTitle('Page not found')}</title>
        <NotFoundView />
      </>
    )
  }
  if (page.error) {
    return (
      <>
        <title>{documentTitle('Page')}</title>
        <LoadError message="This page could not be loaded." onRetry={retry.retry} retrying={retry.retrying} />
      </>
    )
  }
  if (!page.data) return <ContentPageSkeleton />
  return (
    <>
      <title>{documentTitle(page.data.title)}</title>
      <ContentPageView page={page.data} />
    </>
  )
}
