import { Outlet, ScrollRestoration } from 'react-router-dom'
import { CartShell } from '@/cart/CartShell'
import { Footer } from '@/components/layout/Footer'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import styles from './AppLayout.module.css'

/**
 * The page shell: skip link, header, main, footer. The full header (search, menus, account,
 * cart) and footer content arrive with the shell issue; the site metadata call is already wired.
 */
export function AppLayout() {
  const { data: siteMeta } = useSiteMeta()
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <a className={styles.logo} href="/">
          MediBazar
        </a>
        <p className={styles.tagline}>Medicines and healthcare products delivered to your doorstep</p>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer meta={siteMeta ?? null} />
      <CartShell />
      <ScrollRestoration />
    </div>
  )
}
