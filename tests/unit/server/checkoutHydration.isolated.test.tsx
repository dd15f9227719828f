/**
 * Checkout hydrated for a returning visitor (issue 25, decision 0059): signed in, two lines in the
 * cart. The server drew the page for nobody; the visitor's cart and session are this browser's.
 * React renders an external store's changed value, and a layout effect's update, synchronously:
 * one long task with everything the reading component holds. So the page's body reads the visitor
 * only once useVisitorKnown turns true (in a transition: React renders it in slices it can
 * interrupt). The page's body hydrates in a slice of its own, so react-hook-form's start-up update
 * (a layout effect) makes React run that slice's effects at once, not the whole page's. (An API
 * answer read through SWR, an external store too, still renders its reader at once, later, when
 * it arrives.)
 *
 * The commits are read as React DevTools reads them (tests/support/reactCommits.ts), so the hook
 * is installed before anything imports react-dom (an isolated file: its own module graph).
 */
import { describe, expect, it, vi } from 'vitest'
import { COMMIT_PRIORITY, recordCommits } from '../../support/reactCommits'

const commits: { rendered: Set<string>; priority: number | undefined; cartShown: boolean }[] = []

recordCommits((rendered, priority) => {
  // Whether the page shows the visitor's cart once this commit is done (a line of it, by name).
  commits.push({ rendered, priority, cartShown: document.body.textContent?.includes('Seclo') ?? false })
})

const { hydrate, returningVisitor, setUpServerHydration } = await import('../../support/serverHydration')

setUpServerHydration()

describe('checkout hydrated for a returning visitor', { timeout: 120_000 }, () => {
  it("renders the visitor's cart and session in a transition, not in the synchronous render after hydration", async () => {
    const returning = returningVisitor()
    const visit = async () => {
      await returning.visit()
      commits.length = 0
    }
    try {
      const { container, errors, recoverable } = await hydrate('/checkout', false, visit)
      expect(recoverable).toEqual([])
      expect(errors).toEqual([])
      // The visitor is shown: both lines in the summary, the cart's count in the header, and no
      // returning-customer prompt (signed in).
      const summary = [...container.querySelectorAll('section')].find(
        (section) => section.querySelector('h2')?.textContent === 'Your order',
      )
      expect(summary).toBeDefined()
      expect(summary?.textContent).toContain('Napa')
      expect(summary?.textContent).toContain('Seclo')
      expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('7')
      expect(container.textContent).not.toContain('Returning customer?')

      // The page's body (below the heading) hydrates in a commit of its own, after the shell's (a
      // Suspense slice): the form's start-up update then makes React run that commit's effects at
      // once, the body's, not the whole page's.
      const shellHydrated = commits.findIndex((commit) => commit.rendered.has('Header'))
      const bodyHydrated = commits.findIndex((commit) => commit.rendered.has('CheckoutBody'))
      expect(shellHydrated).toBeGreaterThanOrEqual(0)
      expect(bodyHydrated).toBeGreaterThan(shellHydrated)
      expect(commits[bodyHydrated]?.rendered.has('Header')).toBe(false)

      const sync = commits.filter((commit) => commit.priority === COMMIT_PRIORITY.sync)
      // The visitor's cart is first drawn in the transition, not in a synchronous commit. (The
      // form's start-up update renders the page's body again at once, with the values hydration
      // used: the cart is not read yet.)
      expect(commits.find((commit) => commit.cartShown)?.priority).toBe(COMMIT_PRIORITY.normal)
      expect(sync.some((commit) => commit.rendered.has('CheckoutBody') && !commit.cartShown)).toBe(true)
      // ... and the body's owner only: the page under it (memoised, the same props) has no update
      // of its own then. (It had one while it read the site metadata, which the shell reads
      // first: SWR gives a reader hydrating in a later slice the entry as it was before the first
      // reader mounted, and React renders that reader again at once.)
      const underTheBody = ['Checkout', 'CheckoutForm', 'OrderSummary', 'VisitorParts', 'Header']
      for (const commit of sync.filter((c) => c.rendered.has('CheckoutBody')))
        expect(underTheBody.filter((name) => commit.rendered.has(name))).toEqual([])
      // What changes with hydration itself renders in the transition too, not synchronously in
      // hydration's commit (decision 0060): the current page's switch from its placeholder, and a
      // part loaded on demand (the connection notice) when its chunk arrives. (The signed-in
      // mark is a child of the page's root, drawn again with it.) The notice mounts in idle
      // time: it is waited for, then no synchronous commit may have drawn any of the three.
      await vi.waitFor(() => expect(commits.some((commit) => commit.rendered.has('ConnectionNotice'))).toBe(true), {
        timeout: 10_000,
      })
      for (const part of ['CurrentPage', 'OnDemandComponent', 'ConnectionNotice']) {
        const drawn = commits.filter((commit) => commit.rendered.has(part) && commit.priority === COMMIT_PRIORITY.sync)
        expect(drawn.length, `${part} in a synchronous commit`).toBe(0)
      }
      // The visitor's values arrive in the transition: the header renders in commits of normal
      // priority only, and so does the summary the first time.
      expect(sync.filter((commit) => commit.rendered.has('Header') || commit.rendered.has('VisitorParts'))).toEqual([])
      expect(commits.find((commit) => commit.rendered.has('OrderSummary'))?.priority).toBe(COMMIT_PRIORITY.normal)
      // The submission machine, told the hold in a layout effect (a synchronous update), renders
      // the submit area again, not the page's body.
      expect(sync.some((commit) => commit.rendered.has('SubmitArea') && !commit.rendered.has('Checkout'))).toBe(true)
    } finally {
      returning.forget()
    }
  })
})
