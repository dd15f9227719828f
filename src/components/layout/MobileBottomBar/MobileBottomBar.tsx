import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useNumbers } from '@/i18n/useNumbers'
import { ROUTES } from '@/lib/paths'
import { CartIcon, HeartIcon, SearchIcon, UserIcon } from '../icons'
import { badgeCount } from '../shellLinks'
import styles from './MobileBottomBar.module.css'

export interface MobileBottomBarProps {
  /** Signed in: Profile opens the profile; a guest goes to the login page. */
  signedIn: boolean
  wishlistCount: number
  cartCount: number
  onOpenCart: () => void
  /** The search panel is open (the search button toggles it). */
  searchOpen: boolean
  onToggleSearch: () => void
  /** Id of the search panel the search button controls. */
  searchPanelId: string
  /**
   * The visitor's session, wishlist and cart are not known yet (before hydration): the profile
   * item has no label and the counts are not shown, rather than a guest's or an empty cart's.
   */
  visitorPending?: boolean
}

/**
 * The bar fixed at the bottom of a phone's screen (spec 000 s2): profile, search, wishlist and
 * cart (with its count). Search opens the search panel under the header; cart opens the panel.
 */
export function MobileBottomBar({
  signedIn,
  wishlistCount,
  cartCount,
  onOpenCart,
  searchOpen,
  onToggleSearch,
  searchPanelId,
  visitorPending = false,
}: MobileBottomBarProps) {
  const { t } = useLingui()
  const { digits } = useNumbers()
  return (
    <nav className={styles.bar} aria-label={t`Shortcuts`}>
      <ul className={styles.list}>
        <li>
          {visitorPending ? (
            <Link className={styles.item} to={ROUTES.profile} aria-label={t`Account`}>
              <UserIcon />
              <span className={`${styles.label} ${styles.pending}`} aria-hidden="true">
                {t`Login`}
              </span>
            </Link>
          ) : (
            <Link className={styles.item} to={signedIn ? ROUTES.profile : ROUTES.login}>
              <UserIcon />
              <span className={styles.label}>{signedIn ? t`Profile` : t`Login`}</span>
            </Link>
          )}
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-expanded={searchOpen}
            aria-controls={searchPanelId}
            onClick={onToggleSearch}
          >
            <SearchIcon />
            <span className={styles.label}>{t`Search`}</span>
          </button>
        </li>
        <li>
          <Link className={styles.item} to={ROUTES.wishlist}>
            <span className={styles.icon}>
              <HeartIcon />
              {!visitorPending && (
                <span className={styles.badge} aria-hidden="true">
                  {digits(badgeCount(wishlistCount))}
                </span>
              )}
            </span>
            <span className={styles.label}>
              {t`Wishlist`}
              {!visitorPending && (
                <span className="visually-hidden">
                  {' '}
                  ({t`${plural(wishlistCount, { one: '# item', other: '# items' })}`})
                </span>
              )}
            </span>
          </Link>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={onOpenCart}>
            <span className={styles.icon}>
              <CartIcon />
              {!visitorPending && (
                <span className={styles.badge} aria-hidden="true" data-testid="mobile-cart-count">
                  {digits(badgeCount(cartCount))}
                </span>
              )}
            </span>
            <span className={styles.label}>
              {t`Cart`}
              {!visitorPending && (
                <span className="visually-hidden">
                  {' '}
                  ({t`${plural(cartCount, { one: '# item', other: '# items' })}`})
                </span>
              )}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
