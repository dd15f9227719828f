import { useLingui } from '@lingui/react/macro'
import type { Page } from '@/api/entities'
import { uploadUrl } from '@/api/images'
import { Breadcrumb } from '../Breadcrumb'
import { SafeHtml } from '../SafeHtml'
import styles from './ContentPageView.module.css'

export interface ContentPageViewProps {
  page: Page
}

/** An informational page (spec 001 "generic content page"): title image, title and sanitised HTML. */
export function ContentPageView({ page }: ContentPageViewProps) {
  const image = uploadUrl('page', page.image)
  return (
    <article className={styles.page}>
      <Breadcrumb items={[{ label: page.title }]} />
      {image && <img className={styles.image} src={image} alt="" width={1200} height={360} decoding="async" />}
      <h1 className={styles.title}>{page.title}</h1>
      <SafeHtml className={styles.body} html={page.description} headingBase={2} />
    </article>
  )
}

/** The content page while it loads. */
export function ContentPageSkeleton() {
  const { t } = useLingui()
  return (
    <div className={styles.page}>
      <p className="visually-hidden" role="status">
        {t`Loading page`}
      </p>
      <div aria-hidden="true" data-testid="content-page-skeleton">
        <div className={`${styles.bone} ${styles.boneImage}`} />
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.boneShort}`} />
      </div>
    </div>
  )
}
