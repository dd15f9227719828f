import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { Category } from '@/api/entities'
import { childCategoryPath, mainCategoryPath } from '@/lib/paths'
import { useDisclosure } from '@/lib/useDisclosure'
import { ChevronDownIcon, MenuIcon } from '../icons'
import { childrenByName } from '../shellLinks'
import styles from './NavBar.module.css'

export interface CategoryMegaMenuProps {
  categories: readonly Category[]
  /** The categories are still loading: the panel says so. */
  loading?: boolean
}

/**
 * 'All Categories' (spec 000 s2): a button that opens a panel with every main category (linking to
 * /product/{slug}) and its child categories (linking to /category/{slug}). A disclosure
 * (useDisclosure: Escape closes it and returns to the button; a click outside or leaving with Tab
 * closes it); following a link closes it.
 */
export function CategoryMegaMenu({ categories, loading = false }: CategoryMegaMenuProps) {
  const { t } = useLingui()
  const { isOpen: open, close, rootProps, buttonProps, panelProps } = useDisclosure()

  return (
    <div {...rootProps} className={styles.megaRoot}>
      <button {...buttonProps} className={styles.megaButton}>
        <MenuIcon size={18} />
        {t`All Categories`}
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div {...panelProps} className={styles.megaPanel}>
        {loading && categories.length === 0 ? (
          <p className={styles.megaMessage}>{t`Loading categories...`}</p>
        ) : categories.length === 0 ? (
          <p className={styles.megaMessage}>{t`No categories available.`}</p>
        ) : (
          <ul className={styles.megaColumns}>
            {categories.map((category) => (
              <li key={category.id} className={styles.megaColumn}>
                <Link className={styles.megaParent} to={mainCategoryPath(category.slug)} onClick={close}>
                  {category.name}
                </Link>
                {category.child_categories.length > 0 && (
                  <ul className={styles.megaChildren}>
                    {childrenByName(category).map((child) => (
                      <li key={child.id}>
                        <Link
                          className={styles.megaChild}
                          to={childCategoryPath(child.slug)}
                          onClick={close}
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
