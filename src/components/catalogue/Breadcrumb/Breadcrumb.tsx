import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import styles from './Breadcrumb.module.css'

export interface BreadcrumbLink {
  label: string
  /** Omitted for the current page (the last crumb). */
  to?: string
}

export interface BreadcrumbProps {
  /** From Home to the current page; Home is added in front. */
  items: readonly BreadcrumbLink[]
}

/** Home › … › current page. The current page is the last crumb, marked aria-current and not a link. */
export function Breadcrumb({ items }: BreadcrumbProps) {
  const { t } = useLingui()
  const crumbs: BreadcrumbLink[] = [{ label: t`Home`, to: '/' }, ...items]
  return (
    <nav className={styles.breadcrumb} aria-label={t`Breadcrumb`}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {last || crumb.to === undefined ? (
                <span aria-current={last ? 'page' : undefined} className={last ? styles.current : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** A readable title from a slug, for when the category tree has no name for it ('baby-care' -> 'Baby Care'). */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ')
}
