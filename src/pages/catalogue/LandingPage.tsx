/** /landing-page/{slug}: GET /api/v2/landing-page/{slug}; the grid shows the answer's data (the original's data.data). */
import { useLingui } from '@lingui/react/macro'
import { HttpStatus } from '@/app/ssr/status'
import { useParams } from 'react-router-dom'
import { ListingView } from '@/components/catalogue/ListingView'
import { NotFoundView } from '@/components/catalogue/NotFoundView'
import { useLandingPage } from '@/hooks/useCatalogue'
import { landingPagePath } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useCollectionPage } from '@/catalogue/useCollectionPage'

export default function LandingPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { slug = '' } = useParams()
  const landing = useLandingPage(slug)
  const collection = useCollectionPage(landingPagePath(slug), landing, landing.data?.data)

  if (landing.error?.status === 404) {
    return (
      <>
        <HttpStatus code={404} />
        <PageSeo title={documentTitle(t`Page not found`)} noindex path={null} />
        <NotFoundView message={t`This offer page does not exist or has ended.`} />
      </>
    )
  }

  const offers = t`Offers`
  const title = landing.data ? landing.data.title || offers : landing.error ? offers : null
  const breadcrumb = [{ label: title ?? offers }]

  return (
    <>
      <PageSeo title={documentTitle(title ?? offers)} breadcrumb={breadcrumb} />
      <ListingView
        title={title}
        breadcrumb={breadcrumb}
        {...collection}
        error={landing.error ? t`Products could not be loaded.` : null}
        listLabel={title ? t`Products of ${title}` : t`Products`}
      />
    </>
  )
}
