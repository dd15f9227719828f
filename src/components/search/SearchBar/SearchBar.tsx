import { useText } from '@/i18n/lingui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/entities'
import { productImageUrl } from '@/api/images'
import { SearchIcon } from '@/components/layout/icons'
import { productDetailsPath } from '@/lib/paths'
import { ProductImage } from '@/components/ProductImage'
import styles from './SearchBar.module.css'

export type SuggestionStatus = 'idle' | 'loading' | 'error' | 'done'

export interface SearchBarProps {
  /** The text in the input. */
  value: string
  onValueChange: (value: string) => void
  /** Enter or the search button (the page opens /search/{query} when the query is not empty). */
  onSubmit: () => void
  /** Suggestions of the current query (at most 10, the caller limits them). */
  suggestions: readonly Product[]
  /** 'idle': no query, the box stays hidden. */
  status: SuggestionStatus
  /** Shown when status is 'error': the server's message or 'Search failed.'. */
  errorMessage?: string | null
  /** Above the suggestions: which spelling they matched ('Showing results for “napa”', issue 24). */
  note?: string | null
  /** The suggestion box under the input (desktop only, spec 000 s2). Default true. */
  showSuggestions?: boolean
  /** A suggestion was followed (the page may clear the text). */
  onSuggestionFollowed?: (product: Product) => void
  /** Focus the input when it appears (the mobile search panel). */
  focusOnShow?: boolean
  className?: string
}

/**
 * The header search (spec 000 s2 "Search suggestions"): a search form whose box under the input
 * lists product suggestions as links (image, name, unit description). Arrow Down moves from the
 * input into the list and Up/Down through it; Escape or a click outside closes the box and the
 * focus goes back to the input. What is searched and when is the caller's (debounce, SWR).
 */
export function SearchBar({
  value,
  onValueChange,
  onSubmit,
  suggestions,
  status,
  errorMessage,
  note,
  showSuggestions = true,
  onSuggestionFollowed,
  focusOnShow = false,
  className,
}: SearchBarProps) {
  const text = useText()
  const { t } = useLingui()
  const id = useId()
  const inputId = `${id}-input`
  const boxId = `${id}-box`
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)

  // The mobile search panel focuses its input when the shopper opens it.
  useEffect(() => {
    if (focusOnShow) inputRef.current?.focus()
  }, [focusOnShow])

  const boxVisible = showSuggestions && open && status !== 'idle' && value.trim() !== ''

  // A click (or tap) outside the search closes the box.
  useEffect(() => {
    if (!boxVisible) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [boxVisible])

  // The suggestion holding the keyboard's focus. When a newer query's loading replaces its list,
  // the focus goes back to the input rather than falling to the page's body.
  const focusedSuggestion = useRef<HTMLAnchorElement | null>(null)
  useLayoutEffect(() => {
    const link = focusedSuggestion.current
    if (!link || link.isConnected) return
    focusedSuggestion.current = null
    if (document.activeElement === null || document.activeElement === document.body) inputRef.current?.focus()
  })

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-suggestion]') ?? [])

  function close() {
    setOpen(false)
    inputRef.current?.focus()
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && boxVisible) {
      event.preventDefault()
      setOpen(false)
    } else if (event.key === 'ArrowDown' && showSuggestions) {
      const first = links()[0]
      if (!boxVisible) setOpen(true)
      if (boxVisible && first) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  function onSuggestionKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const all = links()
    const index = all.indexOf(event.currentTarget)
    if (index < 0) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      all[Math.min(index + 1, all.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      if (index === 0) inputRef.current?.focus()
      else all[index - 1]?.focus()
    } else if (event.key === 'Home') {
      event.preventDefault()
      all[0]?.focus()
    } else if (event.key === 'End') {
      event.preventDefault()
      all[all.length - 1]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setOpen(false)
    onSubmit()
  }

  const announcement = !boxVisible
    ? ''
    : status === 'loading'
      ? t`Searching...`
      : status === 'error'
        ? text(errorMessage ?? '')
        : suggestions.length === 0
          ? t`No products found.`
          : t`${plural(suggestions.length, { one: '# suggestion', other: '# suggestions' })}, press Down to browse`

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        // Focus leaving the search altogether (Tab past the last suggestion) closes the box.
        if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <form role="search" className={styles.form} onSubmit={submit} aria-label={t`Products`}>
        <label htmlFor={inputId} className="visually-hidden">
          {t`Search medicines and products`}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          value={value}
          placeholder={t`Search medicines and products`}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            onValueChange(event.target.value)
            // Typing happens in the box; text typed before hydration comes as a change once
            // hydrated (src/app/ssr/earlyTaps.ts), and opens the box only if the shopper is
            // still in it.
            if (document.activeElement === event.currentTarget) setOpen(true)
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className="visually-hidden">{t`Search`}</span>
        </button>
      </form>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {showSuggestions && (
        <div id={boxId} className={styles.box} hidden={!boxVisible} data-testid="search-suggestions">
          {status === 'loading' && <p className={styles.message}>{t`Searching...`}</p>}
          {status === 'error' && (
            <p className={`${styles.message} ${styles.error}`} data-testid="search-error">
              {errorMessage && text(errorMessage)}
            </p>
          )}
          {status === 'done' && suggestions.length === 0 && <p className={styles.message}>{t`No products found.`}</p>}
          {status === 'done' && suggestions.length > 0 && note && (
            <p className={styles.message} data-testid="search-note">
              {note}
            </p>
          )}
          {status === 'done' && suggestions.length > 0 && (
            <ul className={styles.list} aria-label={t`Suggestions`}>
              {suggestions.map((product) => (
                <li key={product.id}>
                  <Link
                    className={styles.suggestion}
                    to={productDetailsPath(product.slug)}
                    data-suggestion=""
                    onKeyDown={onSuggestionKeyDown}
                    onFocus={(event) => {
                      focusedSuggestion.current = event.currentTarget
                    }}
                    onBlur={(event) => {
                      // A real move of the focus (not the link's removal) forgets it.
                      if (event.currentTarget.isConnected) focusedSuggestion.current = null
                    }}
                    onClick={() => {
                      setOpen(false)
                      onSuggestionFollowed?.(product)
                    }}
                  >
                    <ProductImage
                      className={styles.thumb}
                      src={productImageUrl(product.main_image)}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      decoding="async"
                    />
                    <span className={styles.text}>
                      <span className={styles.name}>{product.product_name}</span>
                      {product.unit_description && <span className={styles.unit}>{product.unit_description}</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
