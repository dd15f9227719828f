import { useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Category, CategoryRef, MenuItem } from '@/api/entities'
import { childCategoryPath, mainCategoryPath, ROUTES, SPECIAL_PRICE_PATH } from '@/lib/paths'
import { ChevronDownIcon, CloseIcon } from '../icons'
import { LanguageSwitch, type LanguageSwitchProps } from '../LanguageSwitch'
import { MenuLink } from '../NavBar'
import { childrenByName, isCategoryOf, menuTarget } from '../shellLinks'
import styles from './OffcanvasMenu.module.css'

export interface OffcanvasMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Phone layout: an accordion; desktop: a sidebar with every child category listed. */
  mobile: boolean
  categories: readonly Category[]
  loading?: boolean
  /** The main category of the page being viewed (GET /api/page-category-name/{slug}); it starts expanded. */
  currentCategory?: CategoryRef | null
  /** The dynamic top menu, listed under the categories on a phone (where the top menu is hidden). */
  menus?: readonly MenuItem[]
  /** The language switch, last in the menu (a row like Offers). */
  language?: LanguageSwitchProps | null
}

function CategoryAccordion({
  categories,
  currentCategory,
  onNavigate,
}: {
  categories: readonly Category[]
  currentCategory: CategoryRef | null
  onNavigate: () => void
}) {
  const { t } = useLingui()
  const currentId = categories.find((category) => isCategoryOf(category, currentCategory))?.id ?? null
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(currentId === null ? [] : [currentId]))
  // The page's category may be known only after the menu opened: expand it when it arrives.
  const [seenCurrent, setSeenCurrent] = useState(currentId)
  if (currentId !== seenCurrent) {
    setSeenCurrent(currentId)
    if (currentId !== null) setExpanded((previous) => new Set(previous).add(currentId))
  }

  const toggle = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <ul className={styles.list}>
      {categories.map((category) => {
        const children = childrenByName(category)
        const isOpen = expanded.has(category.id)
        const panelId = `offcanvas-category-${category.id}`
        const name = category.name
        return (
          <li key={category.id} className={styles.entry} data-current={category.id === currentId ? '' : undefined}>
            <div className={styles.row}>
              <Link className={styles.parent} to={mainCategoryPath(category.slug)} onClick={onNavigate}>
                {category.name}
              </Link>
              {children.length > 0 && (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(category.id)}
                >
                  <ChevronDownIcon size={18} className={isOpen ? styles.chevronOpen : styles.chevron} />
                  <span className="visually-hidden">{t`${name} subcategories`}</span>
                </button>
              )}
            </div>
            {children.length > 0 && (
              <ul id={panelId} className={styles.children} hidden={!isOpen}>
                {children.map((child) => (
                  <li key={child.id}>
                    <Link className={styles.child} to={childCategoryPath(child.slug)} onClick={onNavigate}>
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

function CategorySidebar({ categories, onNavigate }: { categories: readonly Category[]; onNavigate: () => void }) {
  return (
    <ul className={styles.list}>
      {categories.map((category) => (
        <li key={category.id} className={styles.entry}>
          <Link className={styles.parent} to={mainCategoryPath(category.slug)} onClick={onNavigate}>
            {category.name}
          </Link>
          {category.child_categories.length > 0 && (
            <ul className={styles.children}>
              {childrenByName(category).map((child) => (
                <li key={child.id}>
                  <Link className={styles.child} to={childCategoryPath(child.slug)} onClick={onNavigate}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The category menu (spec 000 s2 "Offcanvas category menu"), a modal panel from the left. On a
 * phone an accordion: main categories with their child categories sorted by name, the current
 * page's category expanded, then Offers, Special Price and the top menu. On desktop a sidebar
 * listing every category with its children. Escape, the close button, the overlay or following a
 * link close it; focus stays inside while open and returns to the menu button.
 */
export function OffcanvasMenu({
  open,
  onOpenChange,
  mobile,
  categories,
  loading = false,
  currentCategory = null,
  menus = [],
  language = null,
}: OffcanvasMenuProps) {
  const { t } = useLingui()
  const close = () => onOpenChange(false)
  // Radix returns the focus to a Dialog.Trigger; the menu button lives in the header, so the
  // element that had the focus when the menu opened is remembered and gets it back.
  const opener = useRef<HTMLElement | null>(null)
  // The top menu's usable links, without the two entries the menu already has.
  const extraMenus = mobile
    ? menus.filter((item) => {
        const target = menuTarget(item.url)
        return (
          target !== null && !(target.kind === 'internal' && [ROUTES.offers, SPECIAL_PRICE_PATH].includes(target.to))
        )
      })
    : []

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="offcanvas-overlay" />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          data-layout={mobile ? 'mobile' : 'desktop'}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current
            opener.current = null
            if (!element?.isConnected) return
            event.preventDefault()
            element.focus()
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{mobile ? t`Categories` : t`All Categories`}</Dialog.Title>
            <Dialog.Close className={styles.close}>
              <CloseIcon />
              <span className="visually-hidden">{t`Close menu`}</span>
            </Dialog.Close>
          </div>
          <nav className={styles.body} aria-label={t`Categories`}>
            {loading && categories.length === 0 ? (
              <p className={styles.message}>{t`Loading categories...`}</p>
            ) : mobile ? (
              <CategoryAccordion categories={categories} currentCategory={currentCategory} onNavigate={close} />
            ) : (
              <CategorySidebar categories={categories} onNavigate={close} />
            )}
            <ul className={styles.extras}>
              <li>
                <Link className={styles.extra} to={ROUTES.offers} onClick={close}>
                  {t`Offers`}
                </Link>
              </li>
              <li>
                <Link className={styles.extra} to={SPECIAL_PRICE_PATH} onClick={close}>
                  {t`Special Price`}
                </Link>
              </li>
            </ul>
            {extraMenus.length > 0 && (
              <ul className={styles.extras}>
                {extraMenus.map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item} className={styles.extra} onClick={close} />
                  </li>
                ))}
              </ul>
            )}
            {language && (
              <ul className={styles.extras}>
                <li>
                  <LanguageSwitch {...language} className={styles.extra} />
                </li>
              </ul>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export default OffcanvasMenu
