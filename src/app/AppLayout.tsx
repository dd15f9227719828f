import { useLingui } from '@lingui/react/macro'
import { startTransition, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import {
  createPath,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from 'react-router-dom'
import type { Customer } from '@/api/entities'
import { CartShell } from '@/cart/CartShell'
import { cartStore } from '@/cart/cartStore'
import { cartCount } from '@/cart/cart'
import { openCartPanel } from '@/cart/panel'
import { onDemand } from '@/lib/onDemand'
import { OfflineContext } from '@/components/offline'
import { whenIdle } from '@/lib/idle'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { LanguageSwitch } from '@/components/layout/LanguageSwitch'
import { MobileBottomBar } from '@/components/layout/MobileBottomBar'
import { PagePending } from '@/components/layout/PagePending'
import { NavBar } from '@/components/layout/NavBar'
import { NavigationProgress } from '@/components/layout/NavigationProgress'
import { listingSlugOf } from '@/components/layout/shellLinks'
import { TopStrip } from '@/components/layout/TopStrip'
import { SearchBar } from '@/components/search/SearchBar'
import { useIsMobile } from '@/hooks/useMediaQuery'
import { useLanguageSwitch } from '@/i18n/useLanguageSwitch'
import { usePopupAd } from '@/hooks/usePopupAd'
import { searchPath, useSearchSuggestions } from '@/hooks/useSearchSuggestions'
import { useCategories, useMenus, usePageCategoryName, usePages } from '@/hooks/useShellData'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { SessionCheck } from '@/session/sessionCheck'
import { sessionStore } from '@/session/session'
import { useSignOut } from '@/session/signInOut'
import { useOnline } from '@/offline/online'
import { wishlistStore } from '@/wishlist/wishlistStore'
import styles from './AppLayout.module.css'
import { listenForMissingChunks } from './chunkReload'
import { InShellContext } from './inShell'
import { PageSeo } from './PageSeo'
import { isPageHandle } from './routes/page'
import { useVisitorKnown, useVisitorStore } from '@/lib/hydrated'
import { useDocumentTitle } from '@/lib/title'

// Opened on demand, in their own chunks; a chunk that fails to load is logged and leaves the page as it is.
const OffcanvasMenu = onDemand(() =>
  import('@/components/layout/OffcanvasMenu/OffcanvasMenu').then((module) => module.OffcanvasMenu),
)
const PopupAdDialog = onDemand(() =>
  import('@/components/home/PopupAd/PopupAdDialog').then((module) => module.PopupAdDialog),
)
// Loaded right after the first render: it has nothing to say until the connection changes.
const ConnectionNotice = onDemand(() => import('@/offline/ConnectionNotice').then((module) => module.ConnectionNotice))

/**
 * The visitor's session, cart and wishlist counts, read here rather than by the shell: an Add to
 * Cart (or to the wishlist) renders the header and the bottom bar again, not the top strip,
 * navigation, search and footer around them. After hydration these stores' values (hydrated as
 * the server's: nobody, nothing) change to the browser's own in the VisitorKnown transition
 * (decision 0059), again in these two parts only.
 */
function VisitorParts({
  children,
}: {
  /** `pending`: a server-rendered page is hydrating (session, cart and wishlist not known yet). */
  children: (cartCount: number, wishlistCount: number, user: Customer | null, pending: boolean) => ReactNode
}) {
  const session = useVisitorStore(sessionStore)
  const lines = useVisitorStore(cartStore)
  const wishlist = useVisitorStore(wishlistStore)
  return children(cartCount(lines), wishlist.length, session.signedIn ? session.user : null, !useVisitorKnown())
}

/**
 * The popup advertisement (spec 000): a part of its own, so its start after the load event and its
 * status render it alone, not the shell around the page.
 */
function PopupAd({ onHome }: { onHome: boolean }) {
  const popup = usePopupAd(onHome)
  return popup.ad ? <PopupAdDialog ad={popup.ad} open={popup.open} onClose={popup.close} /> : null
}

/**
 * The page shell (spec 000 s2 "Shell layout"): skip link, top strip, sticky header with the search
 * bar, account area, wishlist and cart, the desktop navigation (mega-menu and top menu), the
 * mobile search panel and bottom bar, the category menu, main, footer, the cart's panel and
 * floating summary, and the popup advertisement. Site metadata is read once here for the visit.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { data: siteMeta, error: siteMetaError } = useSiteMeta()
  const mobile = useIsMobile()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const signOut = useSignOut()
  const categories = useCategories()
  const menus = useMenus()
  const pages = usePages()
  const search = useSearchSuggestions({ enabled: !mobile })
  const language = useLanguageSwitch()

  const [menuOpen, setMenuOpen] = useState(false)
  const [menuRequested, setMenuRequested] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const searchPanelId = useId()

  // On a phone the page's category starts expanded in the menu: asked for while the menu is open.
  const pageCategory = usePageCategoryName(mobile && menuOpen ? listingSlugOf(pathname) : null)

  // A new page closes the mobile search panel and the category menu.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setSearchOpen(false)
    setMenuOpen(false)
  }

  const openMenu = useCallback(() => {
    setMenuRequested(true)
    setMenuOpen(true)
  }, [])

  const submitSearch = () => {
    const query = search.flush()
    if (!query) return
    setSearchOpen(false)
    void navigate(searchPath(query))
  }

  // The mobile search panel only exists in the phone layout.
  const mobileSearchOpen = mobile && searchOpen

  // Made here, not in the counts' render: a change of count renders the header, not its search.
  const searchBar = mobile ? null : (
    <SearchBar
      value={search.text}
      onValueChange={search.setText}
      onSubmit={submitSearch}
      suggestions={search.suggestions}
      status={search.status}
      errorMessage={search.errorMessage}
      note={search.note}
    />
  )

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t`Skip to content`}
      </a>
      <TopStrip
        meta={siteMeta ?? null}
        metaFailed={Boolean(siteMetaError)}
        language={<LanguageSwitch {...language} />}
      />
      <VisitorParts>
        {(cartCount, wishlistCount, user, pending) => (
          <Header
            mobile={mobile}
            search={searchBar}
            user={user}
            onLogout={signOut}
            wishlistCount={wishlistCount}
            cartCount={cartCount}
            onOpenCart={openCartPanel}
            onOpenMenu={openMenu}
            menuOpen={menuOpen}
            onMenuIntent={() => void OffcanvasMenu.preload()}
            visitorPending={pending}
          />
        )}
      </VisitorParts>
      {!mobile && (
        <NavBar categories={categories.data ?? []} categoriesLoading={categories.isLoading} menus={menus.data ?? []} />
      )}
      {mobile && (
        <div id={searchPanelId} className={styles.mobileSearch} hidden={!mobileSearchOpen}>
          <SearchBar
            value={search.text}
            onValueChange={search.setText}
            onSubmit={submitSearch}
            suggestions={[]}
            status="idle"
            showSuggestions={false}
            focusOnShow={mobileSearchOpen}
          />
        </div>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <InShellContext.Provider value>{children}</InShellContext.Provider>
      </main>
      <Footer meta={siteMeta ?? null} metaFailed={Boolean(siteMetaError)} pages={pages.data ?? []} />
      {mobile && (
        <VisitorParts>
          {(cartCount, wishlistCount, user, pending) => (
            <MobileBottomBar
              signedIn={user !== null}
              wishlistCount={wishlistCount}
              cartCount={cartCount}
              onOpenCart={openCartPanel}
              searchOpen={mobileSearchOpen}
              onToggleSearch={() => setSearchOpen((open) => !open)}
              searchPanelId={searchPanelId}
              visitorPending={pending}
            />
          )}
        </VisitorParts>
      )}
      {menuRequested && (
        <OffcanvasMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          mobile={mobile}
          categories={categories.data ?? []}
          loading={categories.isLoading}
          currentCategory={pageCategory.data ?? null}
          menus={menus.data ?? []}
          language={language}
        />
      )}
      <PopupAd onHome={pathname === '/'} />
      <CartShell />
      <SessionCheck />
    </div>
  )
}

/**
 * The current page, or a placeholder while a server-rendered document hydrates when the page
 * draws its content in the browser (it depends on the session, the cart or a form). The
 * placeholder's head is the site's (the visitor's own pages marked noindex); the page's own
 * replaces it once it is drawn.
 */
function CurrentPage() {
  const documentTitle = useDocumentTitle()
  // After hydration, in its transition: not a synchronous render of the page once hydrated.
  const known = useVisitorKnown()
  const clientRendered = useMatches().some((match) => isPageHandle(match.handle) && match.handle.rendering === 'client')
  if (!clientRendered || known) return <Outlet />
  return (
    <>
      <PageSeo title={documentTitle()} />
      <PagePending />
    </>
  )
}

/**
 * The connection notice, mounted (and its code fetched) in idle time after hydration, at once when
 * the connection is lost before that, not in the effects of hydration's commit; once there, it
 * stays. Its own component: mounting it renders nothing else (decision 0060).
 */
function ConnectionNoticeWhenIdle({ online }: { online: boolean }) {
  const [wanted, setWanted] = useState(!online)
  if (!online && !wanted) setWanted(true)
  useEffect(() => whenIdle(() => startTransition(() => setWanted(true))), [])
  return wanted ? <ConnectionNotice online={online} /> : null
}

/**
 * The layout route: the shell around the current page, scroll-to-top on navigation, the progress
 * bar while the next page loads after a click (decision 0032), a fresh load of that page when
 * its code chunk is missing after a deploy (decision 0031), and the offline notice; offline,
 * prices show as the last known and forms say they need a connection (decision 0033).
 */
export function AppLayout() {
  const navigation = useNavigation()
  const destination = navigation.state !== 'idle' && navigation.location ? createPath(navigation.location) : null
  const destinationRef = useRef(destination)
  useEffect(() => {
    destinationRef.current = destination
  })
  useEffect(() => listenForMissingChunks(window, () => destinationRef.current), [])
  const online = useOnline()

  return (
    <OfflineContext value={!online}>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Shell>
        <CurrentPage />
      </Shell>
      <ConnectionNoticeWhenIdle online={online} />
      <ScrollRestoration />
    </OfflineContext>
  )
}
