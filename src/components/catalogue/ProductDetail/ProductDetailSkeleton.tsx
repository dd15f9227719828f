import { useLingui } from '@lingui/react/macro'
import styles from './ProductDetail.module.css'

/** The product page while its details load: same layout, hidden from assistive technology. */
export function ProductDetailSkeleton() {
  const { t } = useLingui()
  return (
    <div className={styles.page}>
      <p className="visually-hidden" role="status">
        {t`Loading product`}
      </p>
      <div className={styles.top} aria-hidden="true" data-testid="product-detail-skeleton">
        <div className={`${styles.bone} ${styles.boneImage}`} />
        <div className={styles.summary}>
          <div className={`${styles.bone} ${styles.boneTitle}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.bonePrice}`} />
          <div className={`${styles.bone} ${styles.boneButton}`} />
        </div>
      </div>
    </div>
  )
}
