import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Category } from '@/api/entities'
import { ChevronDownIcon } from '@/components/layout/icons'
import { ROUTES, SPECIAL_PRICE_PATH } from '@/lib/paths'
import { CategoryAccordion } from '../../CategoryTree'
import styles from './CategorySidebar.module.css'

export interface CategorySidebarProps {
  /** Main categories with their child_categories (GET /api/categories/). */
  categories: readonly Category[]
  /** The slug of the listing on screen: its link is marked current and its main category starts open. */
  activeSlug?: string
  /** The category tree is still loading. */
  loading?: boolean
}

/** The main category whose own slug or one of whose children's slugs is `slug`. */
export function mainCategoryOf(categories: readonly Category[], slug: string | undefined): Category | undefined {
  if (!slug) return undefined
  return categories.find((c) => c.slug === slug || c.child_categories.some((child) => child.slug === slug))
}

/**
 * The listing pages' category sidebar (spec 000 "Listing pages"): the category tree as an
 * accordion (CategoryAccordion: main categories link to /product/{slug} and open their
 * subcategories, sorted by name, linking to /category/{slug}); Offers and Special Price links
 * follow. The category of the page on screen starts open. On a phone the whole list folds behind a
 * 'Categories' button so the products come first.
 */
export function CategorySidebar({ categories, activeSlug, loading = false }: CategorySidebarProps) {
  const { t } = useLingui()
  const panelId = useId()
  const [mobileOpen, setMobileOpen] = useState(false)

  return (
    <nav className={styles.sidebar} aria-label={t`Product categories`}>
      <button
        type="button"
        className={styles.mobileToggle}
        aria-expanded={mobileOpen}
        aria-controls={panelId}
        onClick={() => setMobileOpen((open) => !open)}
      >
        {t`Categories`}
        <ChevronDownIcon size={18} className={styles.chevron} />
      </button>
      <div id={panelId} className={`${styles.panel} ${mobileOpen ? styles.panelOpen : ''}`}>
        <h2 className={styles.title}>{t`Categories`}</h2>
        {loading ? (
          <ul className={styles.list} aria-hidden="true" data-testid="category-sidebar-skeleton">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={styles.boneRow}>
                <span className={styles.bone} />
              </li>
            ))}
          </ul>
        ) : (
          <CategoryAccordion
            categories={categories}
            classes={styles}
            activeSlug={activeSlug}
            openId={mainCategoryOf(categories, activeSlug)?.id}
          />
        )}
        <ul className={`${styles.list} ${styles.extra}`}>
          <li>
            <Link className={styles.parent} to={ROUTES.offers}>
              {t`Offers`}
            </Link>
          </li>
          <li>
            <Link
              className={styles.parent}
              to={SPECIAL_PRICE_PATH}
              aria-current={activeSlug === 'special-price' ? 'page' : undefined}
            >
              {t`Special Price`}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  )
}
