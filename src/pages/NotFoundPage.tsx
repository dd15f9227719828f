import { useLingui } from '@lingui/react/macro'
import { HttpStatus } from '@/app/ssr/status'
import { NotFoundView } from '@/components/catalogue/NotFoundView'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'

/** The catch-all page (spec 000 s2: a 404 page with an image). */
export default function NotFoundPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  return (
    <>
      <HttpStatus code={404} />
      <PageSeo title={documentTitle(t`Page not found`)} noindex path={null} />
      <NotFoundView />
    </>
  )
}
