import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { Link, useParams } from 'react-router-dom'
import { requestStock } from '@/api/content'
import { isApiError } from '@/api/errors'
import { StockRequestForm, StockRequestProduct, type StockRequestFormOutput } from '@/components/content'
import { isOutOfStock } from '@/rules/product'
import { CONTENT_TEXTS } from '@/content/texts'
import { useStockRequestProduct } from '@/hooks/useContent'
import { useFormSubmission } from '@/hooks/useFormSubmission'
import { productDetailsPath } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useSession } from '@/session/session'
import { LoadProblem } from './LoadProblem'
import styles from './ContentPage.module.css'

/**
 * /stock-request/{slug} (spec 001 s2, s8): the out-of-stock product from GET
 * /api/request-product/{slug}, and the request form. POST /api/product-request with the product's
 * id; 'Request Sent Successful!' and the form is cleared; 422 under the fields; else 'Something Wrong!'.
 */
export default function StockRequestPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { slug } = useParams<{ slug: string }>()
  const { data: product, error, mutate } = useStockRequestProduct(slug)
  const { signedIn, user } = useSession()
  const productId = product?.id
  const send = useCallback(
    (values: StockRequestFormOutput) => {
      if (productId === undefined) return Promise.reject(new Error('No product to request'))
      return requestStock({ ...values, product_id: productId })
    },
    [productId],
  )
  const { submit, fail } = useFormSubmission(send, { success: CONTENT_TEXTS.stockRequested })
  const prefill =
    signedIn && user ? { customer_name: user.name, customer_email: user.email, customer_phone: user.phone } : undefined

  return (
    <section className={styles.page} aria-labelledby="stock-request-title">
      <PageSeo title={documentTitle(product ? t`Request stock: ${product.product_name}` : t`Request stock`)} />
      <h1 id="stock-request-title" className={styles.title}>
        {t`Request Stock`}
      </h1>
      {product ? (
        <>
          <StockRequestProduct product={product} />
          {isOutOfStock(product) ? (
            <>
              <p className={styles.intro}>
                {t`This product is out of stock. Tell us how many you need and we will let you know when it is available.`}
              </p>
              <StockRequestForm
                onSubmit={submit}
                onFailure={fail}
                defaultValues={prefill}
                productName={product.product_name}
              />
            </>
          ) : (
            <p className={styles.intro}>
              <Trans>
                Good news: this product is in stock.{' '}
                <Link to={productDetailsPath(product.slug)}>Order it from its page</Link>.
              </Trans>
            </p>
          )}
        </>
      ) : !error ? (
        <p className={styles.loading} role="status">
          {t`Loading the product…`}
        </p>
      ) : isApiError(error) && error.status === 404 ? (
        <LoadProblem>
          <p>{t`We could not find this product. It may have been removed.`}</p>
          <Link to="/">{t`Continue Shopping`}</Link>
        </LoadProblem>
      ) : (
        <LoadProblem onRetry={() => void mutate()}>
          <p>{t`The product could not be loaded.`}</p>
        </LoadProblem>
      )}
    </section>
  )
}
