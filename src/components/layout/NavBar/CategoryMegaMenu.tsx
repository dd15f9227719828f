import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Category } from '@/api/entities'
import { childCategoryPath, mainCategoryPath } from '@/lib/paths'
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
 * /product/{slug}) and its child categories (linking to /category/{slug}). A disclosure: Escape
 * closes it and returns to the button; a click outside, leaving with Tab or following a link
 * closes it.
 */
export function CategoryMegaMenu({ categories, loading = false }: CategoryMegaMenuProps) {
  const { t } = useLingui()
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      setOpen(false)
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const panelId = `${id}-panel`

  return (
    <div
      ref={rootRef}
      className={styles.megaRoot}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.megaButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon size={18} />
        {t`All Categories`}
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={panelId} className={styles.megaPanel} hidden={!open}>
        {loading && categories.length === 0 ? (
          <p className={styles.megaMessage}>{t`Loading categories...`}</p>
        ) : categories.length === 0 ? (
          <p className={styles.megaMessage}>{t`No categories available.`}</p>
        ) : (
          <ul className={styles.megaColumns}>
            {categories.map((category) => (
              <li key={category.id} className={styles.megaColumn}>
                <Link className={styles.megaParent} to={mainCategoryPath(category.slug)} onClick={() => setOpen(false)}>
                  {category.name}
                </Link>
                {category.child_categories.length > 0 && (
                  <ul className={styles.megaChildren}>
                    {childrenByName(category).map((child) => (
                      <li key={child.id}>
                        <Link
                          className={styles.megaChild}
                          to={childCategoryPath(child.slug)}
                          onClick={() => setOpen(false)}
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
