import { useText } from '@/i18n/lingui'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import styles from './NotFoundView.module.css'

export interface NotFoundViewProps {
  title?: string
  message?: string
}

/** The 404 page's body (spec 000 s2: a 404 page with an image), also shown for an unknown product or page. */
export function NotFoundView({ title, message }: NotFoundViewProps) {
  const text = useText()
  const { t } = useLingui()
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <img className={styles.image} src="/images/not-found.svg" alt="" width={480} height={300} />
      <h1 id="not-found-title">{title === undefined ? t`Page not found` : text(title)}</h1>
      <p>{message === undefined ? t`The page you are looking for does not exist or has moved.` : text(message)}</p>
      <div className={styles.links}>
        <Link className={styles.home} to="/">
          {t`Back to the home page`}
        </Link>
        <Link className={styles.secondary} to={ROUTES.offers}>
          {t`See today's offers`}
        </Link>
      </div>
    </section>
  )
}
