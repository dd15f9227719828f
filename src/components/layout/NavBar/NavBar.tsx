import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { Category, MenuItem } from '@/api/entities'
import { menuTarget } from '../shellLinks'
import { CategoryMegaMenu } from './CategoryMegaMenu'
import styles from './NavBar.module.css'

export interface NavBarProps {
  categories: readonly Category[]
  categoriesLoading?: boolean
  /** The dynamic top menu (GET /api/v2/menus); items whose url leads nowhere are left out. */
  menus: readonly MenuItem[]
}

/** A menu item as a link: a path of the shop client-side, another site in a new tab. */
export function MenuLink({ item, className, onClick }: { item: MenuItem; className?: string; onClick?: () => void }) {
  const { t } = useLingui()
  const target = menuTarget(item.url)
  if (!target) return null
  if (target.kind === 'internal') {
    return (
      <Link className={className} to={target.to} onClick={onClick}>
        {item.menu_name}
      </Link>
    )
  }
  return (
    <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {item.menu_name}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  )
}

/**
 * The desktop navigation row under the header (spec 000 s2): the 'All Categories' mega-menu and
 * the dynamic top menu. Hidden at 768 px and less, where the offcanvas menu takes its place.
 */
export function NavBar({ categories, categoriesLoading = false, menus }: NavBarProps) {
  const { t } = useLingui()
  const items = menus.filter((item) => menuTarget(item.url) !== null)
  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      <div className={styles.inner}>
        <CategoryMegaMenu categories={categories} loading={categoriesLoading} />
        {items.length > 0 && (
          <ul className={styles.menu}>
            {items.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} className={styles.menuLink} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  )
}
