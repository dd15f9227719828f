import { useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import type { Category, CategoryRef, MenuItem } from '@/api/entities'
import { ROUTES, SPECIAL_PRICE_PATH } from '@/lib/paths'
import { CategoryAccordion, CategoryTree, isCategoryOf } from '../../CategoryTree'
import { CloseIcon } from '../icons'
import { LanguageSwitch, type LanguageSwitchProps } from '../LanguageSwitch'
import { MenuLink } from '../NavBar'
import { menuTarget } from '../shellLinks'
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
              <CategoryAccordion
                categories={categories}
                classes={styles}
                openId={categories.find((category) => isCategoryOf(category, currentCategory))?.id}
                onNavigate={close}
              />
            ) : (
              <CategoryTree categories={categories} classes={styles} onNavigate={close} />
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
