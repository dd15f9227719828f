import { useLingui } from '@lingui/react/macro'
import type { Category } from '@/api/entities'
import { useDisclosure } from '@/lib/useDisclosure'
import { CategoryTree } from '../../CategoryTree/CategoryTree'
import { ChevronDownIcon, MenuIcon } from '../icons'
import styles from './CategoryMegaMenu.module.css'

export interface CategoryMegaMenuProps {
  categories: readonly Category[]
  /** The categories are still loading: the panel says so. */
  loading?: boolean
}

/**
 * 'All Categories' (spec 000 s2): a button that opens a panel with the category tree (CategoryTree:
 * every main category and its child categories, in columns). A disclosure
 * (useDisclosure: Escape closes it and returns to the button; a click outside or leaving with Tab
 * closes it); following a link closes it.
 */
export function CategoryMegaMenu({ categories, loading = false }: CategoryMegaMenuProps) {
  const { t } = useLingui()
  const { close, rootProps, buttonProps, panelProps } = useDisclosure()

  return (
    <div {...rootProps} className={styles.root}>
      <button {...buttonProps} className={styles.button}>
        <MenuIcon size={18} />
        {t`All Categories`}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div {...panelProps} className={styles.panel}>
        {categories.length === 0 ? (
          <p className={styles.message}>{loading ? t`Loading categories...` : t`No categories available.`}</p>
        ) : (
          <CategoryTree categories={categories} classes={styles} onNavigate={close} />
        )}
      </div>
    </div>
  )
}
