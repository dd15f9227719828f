import styles from './ProductCard.module.css'

/**
 * The placeholder of a ProductCard while products load: same footprint, hidden from assistive
 * technology (the grid around it says it is busy). The shimmer stops under reduced motion.
 */
export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="product-card-skeleton">
      <div className={styles.media}>
        <div className={`${styles.bone} ${styles.boneImage}`} />
      </div>
      <div className={styles.body}>
        <div className={styles.skeletonName}>
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.boneLine} ${styles.boneShort}`} />
        </div>
        <div className={`${styles.bone} ${styles.boneText}`} />
        <div className={`${styles.bone} ${styles.bonePrice}`} />
      </div>
      <div className={styles.actions}>
        <div className={`${styles.bone} ${styles.boneButton}`} />
      </div>
    </div>
  )
}
