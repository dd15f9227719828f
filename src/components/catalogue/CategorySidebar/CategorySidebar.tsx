import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Category, ChildCategory } from '@/api/entities'
import { childCategoryPath, mainCategoryPath, ROUTES, SPECIAL_PRICE_PATH } from '@/lib/paths'
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

function byName(a: ChildCategory, b: ChildCategory): number {
  return a.name.localeCompare(b.name)
}

/**
 * The listing pages' category sidebar (spec 000 "Listing pages"): every main category links to
 * /product/{slug} and opens its subcategories (sorted by name, linking to /category/{slug}); Offers
 * and Special Price links follow. The category of the page on screen starts open. On a phone the
 * whole list folds behind a 'Categories' button so the products come first.
 */
export function CategorySidebar({ categories, activeSlug, loading = false }: CategorySidebarProps) {
  const { t } = useLingui()
  const panelId = useId()
  const [mobileOpen, setMobileOpen] = useState(false)
  const activeMain = mainCategoryOf(categories, activeSlug)
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(activeMain ? [activeMain.id] : []))
  // A new page (another category) opens its own main category; what the shopper opened stays open.
  const [openedFor, setOpenedFor] = useState(activeMain?.id)
  if (activeMain && openedFor !== activeMain.id) {
    setOpenedFor(activeMain.id)
    setExpanded((current) => new Set([...current, activeMain.id]))
  }

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

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
        <span className={styles.chevron} aria-hidden="true" />
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
          <ul className={styles.list}>
            {categories.map((category) => {
              const open = expanded.has(category.id)
              const children = [...category.child_categories].sort(byName)
              const childListId = `${panelId}-${category.id}`
              const name = category.name
              return (
                <li key={category.id} className={styles.category}>
                  <div className={styles.row}>
                    <Link
                      className={styles.mainLink}
                      to={mainCategoryPath(category.slug)}
                      aria-current={category.slug === activeSlug ? 'page' : undefined}
                    >
                      {category.name}
                    </Link>
                    {children.length > 0 && (
                      <button
                        type="button"
                        className={styles.expand}
                        aria-expanded={open}
                        aria-controls={childListId}
                        aria-label={t`${name} subcategories`}
                        onClick={() => toggle(category.id)}
                      >
                        <span className={styles.chevron} aria-hidden="true" />
                      </button>
                    )}
                  </div>
                  {children.length > 0 && (
                    <ul id={childListId} className={styles.children} hidden={!open}>
                      {children.map((child) => (
                        <li key={child.id}>
                          <Link
                            className={styles.childLink}
                            to={childCategoryPath(child.slug)}
                            aria-current={child.slug === activeSlug ? 'page' : undefined}
                          >
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        <ul className={`${styles.list} ${styles.extra}`}>
          <li>
            <Link className={styles.mainLink} to={ROUTES.offers}>
              {t`Offers`}
            </Link>
          </li>
          <li>
            <Link
              className={styles.mainLink}
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
