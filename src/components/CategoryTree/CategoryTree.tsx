import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Category } from '@/api/entities'
import { childCategoryPath, mainCategoryPath } from '@/lib/paths'
import { childrenByName } from '../layout/shellLinks'

/** The class of each part of the tree: each place that shows it keeps its own look. */
export interface CategoryTreeClasses {
  list?: string
  item?: string
  parent?: string
  children?: string
  child?: string
}

export interface CategoryTreeProps {
  /** Main categories with their child_categories (GET /api/categories/). */
  categories: readonly Category[]
  classes: CategoryTreeClasses
  /** The slug of the listing on screen: its link is marked current (aria-current="page"). */
  activeSlug?: string
  /** Called when a link is followed (a menu closes). */
  onNavigate?: () => void
  /**
   * What an accordion adds (CategoryAccordion): a main category's head (its link and a toggle)
   * and its child list's id and visibility. Without it every child category is listed.
   */
  accordion?: {
    head: (category: Category, link: ReactNode) => ReactNode
    childList: (category: Category) => { id: string; hidden: boolean }
  }
}

/**
 * The category tree (spec 000 s2 and "Listing pages"): every main category links to
 * /product/{slug}, its child categories (sorted by name) to /category/{slug}. One markup for the
 * 'All Categories' mega-menu, the offcanvas menu and the listing pages' sidebar; they pass their
 * classes, and the menus close on a followed link.
 */
export function CategoryTree({ categories, classes, activeSlug, onNavigate, accordion }: CategoryTreeProps) {
  return (
    <ul className={classes.list}>
      {categories.map((category) => {
        const children = childrenByName(category)
        const link = (
          <Link
            className={classes.parent}
            to={mainCategoryPath(category.slug)}
            aria-current={category.slug === activeSlug ? 'page' : undefined}
            onClick={onNavigate}
          >
            {category.name}
          </Link>
        )
        return (
          <li key={category.id} className={classes.item}>
            {accordion ? accordion.head(category, link) : link}
            {children.length > 0 && (
              <ul className={classes.children} {...accordion?.childList(category)}>
                {children.map((child) => (
                  <li key={child.id}>
                    <Link
                      className={classes.child}
                      to={childCategoryPath(child.slug)}
                      aria-current={child.slug === activeSlug ? 'page' : undefined}
                      onClick={onNavigate}
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
  )
}
