import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Customer } from '@/api/entities'
import { useNumbers } from '@/i18n/useNumbers'
import { ROUTES } from '@/lib/paths'
import { AccountMenu } from '../AccountMenu'
import { CartIcon, HeartIcon, MenuIcon } from '../icons'
import { BRAND_NAME, LOGO_SRC } from '@/lib/brand'
import { badgeCount } from '../shellLinks'
import styles from './Header.module.css'

export interface HeaderProps {
  /** The mobile layout (768 px and less): logo and menu button only; the bottom bar has the rest. */
  mobile: boolean
  /** The search bar (desktop only). */
  search?: ReactNode
  user: Pick<Customer, 'name' | 'phone'> | null
  onLogout: () => void
  wishlistCount: number
  cartCount: number
  onOpenCart: () => void
  /** Opens the category menu (offcanvas on mobile, sidebar on desktop). */
  onOpenMenu: () => void
  /** The category menu is open (for aria-expanded). */
  menuOpen?: boolean
  /** Preloads the category menu's code when the shopper is about to open it. */
  onMenuIntent?: () => void
  /**
   * The visitor's session, wishlist and cart are not known yet (a server-rendered page before
   * hydration: they live in this browser): the account area keeps its place empty and the counts
   * are not shown, rather than a guest's or an empty cart's.
   */
  visitorPending?: boolean
}

export const LOGO_WIDTH = 160
export const LOGO_HEIGHT = 40

/**
 * The sticky header (spec 000 s2): logo, the search bar (desktop), the account area, the
 * wishlist link and the cart button with their counts. The cart button opens the cart panel.
 */
export function Header({
  mobile,
  search,
  user,
  onLogout,
  wishlistCount,
  cartCount,
  onOpenCart,
  onOpenMenu,
  menuOpen = false,
  onMenuIntent,
  visitorPending = false,
}: HeaderProps) {
  const { t } = useLingui()
  const { digits } = useNumbers()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
        >
          <MenuIcon />
          <span className="visually-hidden">{t`Categories menu`}</span>
        </button>
        <Link className={styles.logo} to="/">
          <img src={LOGO_SRC} alt={t`${BRAND_NAME} home`} width={LOGO_WIDTH} height={LOGO_HEIGHT} />
        </Link>
        {!mobile && (
          <>
            <div className={styles.search}>{search}</div>
            <div className={styles.actions}>
              <AccountMenu user={user} onLogout={onLogout} pending={visitorPending} />
              <Link className={styles.iconButton} to={ROUTES.wishlist}>
                <HeartIcon />
                <span className="visually-hidden">
                  {visitorPending
                    ? t`Wishlist`
                    : t`Wishlist, ${plural(wishlistCount, { one: '# item', other: '# items' })}`}
                </span>
                {!visitorPending && (
                  <span className={styles.badge} aria-hidden="true" data-testid="wishlist-count">
                    {digits(badgeCount(wishlistCount))}
                  </span>
                )}
              </Link>
              <button type="button" className={styles.iconButton} onClick={onOpenCart}>
                <CartIcon />
                <span className="visually-hidden">
                  {visitorPending ? t`Cart` : t`Cart, ${plural(cartCount, { one: '# item', other: '# items' })}`}
                </span>
                {!visitorPending && (
                  <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
                    {digits(badgeCount(cartCount))}
                  </span>
                )}
              </button>
            </div>
          </>
        )}
      </div>
    </header>
  )
}
