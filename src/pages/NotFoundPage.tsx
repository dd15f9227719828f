import { Link } from 'react-router-dom'
import { documentTitle } from '@/lib/title'
import styles from './NotFoundPage.module.css'

/** The catch-all page (spec 000 s2: a 404 page with an image). */
export default function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{documentTitle('Page not found')}</title>
      <img className={styles.image} src="/images/not-found.svg" alt="" width={480} height={300} />
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className={styles.home} to="/">
        Back to the home page
      </Link>
    </section>
  )
}
