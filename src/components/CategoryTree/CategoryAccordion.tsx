import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Category } from '@/api/entities'
import { ChevronDownIcon } from '../layout/icons'
import { CategoryTree, type CategoryTreeClasses, type CategoryTreeProps } from './CategoryTree'

export interface CategoryAccordionProps extends Omit<CategoryTreeProps, 'accordion' | 'classes'> {
  /** The tree's classes, and the row (a main category's link and toggle), the toggle and its chevron. */
  classes: CategoryTreeClasses & { row?: string; toggle?: string; chevron?: string }
  /**
   * The main category of the page on screen: it starts open, and opens when it becomes known
   * (or changes) later; what the shopper opened stays open.
   */
  openId?: number | null
}

/**
 * The category tree as an accordion (the offcanvas menu on a phone, the listing pages' sidebar):
 * a toggle after each main category's link that has children shows or hides them
 * ('{name} subcategories', aria-expanded, aria-controls).
 */
export function CategoryAccordion({ openId = null, classes, ...tree }: CategoryAccordionProps) {
  const { t } = useLingui()
  const id = useId()
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(openId === null ? [] : [openId]))
  const [seen, setSeen] = useState(openId)
  if (openId !== seen) {
    setSeen(openId)
    if (openId !== null) setExpanded((previous) => new Set(previous).add(openId))
  }

  const toggle = (categoryId: number) =>
    setExpanded((previous) => {
      const next = new Set(previous)
      if (!next.delete(categoryId)) next.add(categoryId)
      return next
    })
  const listId = (category: Category) => `${id}-${category.id}`

  return (
    <CategoryTree
      {...tree}
      classes={classes}
      accordion={{
        head: (category, link) => {
          const name = category.name
          return (
            <div className={classes.row}>
              {link}
              {category.child_categories.length > 0 && (
                <button
                  type="button"
                  className={classes.toggle}
                  aria-expanded={expanded.has(category.id)}
                  aria-controls={listId(category)}
                  onClick={() => toggle(category.id)}
                >
                  <ChevronDownIcon size={18} className={classes.chevron} />
                  <span className="visually-hidden">{t`${name} subcategories`}</span>
                </button>
              )}
            </div>
          )
        },
        childList: (category) => ({ id: listId(category), hidden: !expanded.has(category.id) }),
      }}
    />
  )
}
