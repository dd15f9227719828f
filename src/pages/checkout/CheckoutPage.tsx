import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { cartTotal, type Cart } from '@/cart/cart'
import { cartStore } from '@/cart/cartStore'
import { checkoutSchema, EMPTY_CHECKOUT_VALUES, type CheckoutFormInput, type CheckoutFormOutput } from '@/checkout/form'
import { CHECKOUT_LOAD_TEXTS } from '@/checkout/messages'
import { buildOrderPayload, type CheckoutFormValues } from '@/checkout/payload'
import type { OrderPayload } from '@/api/checkout'
import { useSavedAddressFill } from '@/checkout/savedAddress'
import { customerDefaults, useCustomerDefaults } from '@/checkout/useCustomerDefaults'
import { amountDue } from '@/checkout/totals'
import { CHECKOUT_MINIMUM_TOTAL, shortOfCheckoutMinimum } from '@/rules/checkoutMinimum'
import { useCheckoutClock, type CheckoutClock } from '@/checkout/useCheckoutClock'
import { useCheckoutFigures } from '@/checkout/useCheckoutFigures'
import { useCoupon } from '@/checkout/useCoupon'
import { useOrderSubmission, useSubmissionState, type SubmissionActor } from '@/checkout/useOrderSubmission'
import { TAKING_LONG_MS } from '@/checkout/useTakingLong'
import { useWallet } from '@/checkout/useWallet'
import {
  AdvancePaymentNote,
  CheckoutForm,
  CouponBox,
  EmptyCheckout,
  GiftPackNotice,
  MinimumOrderNote,
  OrderSummary,
  PaymentOptions,
  ReturningCustomerPrompt,
  WalletBox,
} from '@/components/checkout'
import { NeedsConnection, RetryNote } from '@/components/form'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { ROUTES } from '@/lib/paths'
import { HydrationSlice, useVisitorKnown, useVisitorStore } from '@/lib/hydrated'
import { SignedInMark } from '@/app/ssr/SignedInMark'
import { useDocumentTitle } from '@/lib/title'
import { whenIdle } from '@/lib/idle'
import { englishTexts } from '@/i18n/lingui'
import { PageSeo } from '@/app/PageSeo'
import { useOnline } from '@/offline/online'
import { loginPathFor } from '@/session/redirect'
import { sessionStore, type Session } from '@/session/session'
import styles from './CheckoutPage.module.css'

/** Not in the spec: what checkout says offline (decision 0033); NeedsConnection shows it in the page's language. */
export const { CHECKOUT_OFFLINE_KEPT } = englishTexts({
  CHECKOUT_OFFLINE_KEPT: msg`Your cart and what you type here stay as they are until it returns.`,
})

export interface CheckoutPageProps {
  /** How long a call the totals wait for may take before the page says so (stories shorten it). */
  slowAfterMs?: number
}

/**
 * /checkout (spec 001 s2 "Checkout", s4, s8, s9). Empty cart: Continue Shopping. Guest: a
 * returning-customer prompt. Below the ৳200 minimum (checkout opened directly): said, and Place
 * Order held. The rules live in src/checkout (status.ts, totals.ts, coupon.ts and the hooks);
 * this page wires them to the components.
 *
 * Drawn on the server as no visitor in particular (decision 0046): the page, the empty billing
 * form and the public data (cities, discount and gift rules, the offer) are in the HTML and its
 * payload; the cart, the session and what follows from them (lines, totals, the saved address,
 * the wallet, an empty cart) are this browser's and render after hydration, the summary's lines
 * and figures in space kept for them. Until then the server's and the browser's renders agree:
 * the cart and session read as unknown (their stores' server snapshots).
 */
export default function CheckoutPage({ slowAfterMs = TAKING_LONG_MS }: CheckoutPageProps) {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  return (
    <>
      <PageSeo title={documentTitle(t`Checkout`)} />
      <SignedInMark />
      <h1 className={styles.title}>{t`Checkout`}</h1>
      {/* Hydrated after the shell and the heading, with its own commit and effects: the form's
          start (react-hook-form renders its owner once more in a layout effect, at once) then
          runs this part's effects only, not the whole page's in the same task (docs/perf.md). */}
      <HydrationSlice>
        <CheckoutBody slowAfterMs={slowAfterMs} />
      </HydrationSlice>
    </>
  )
}

function CheckoutBody({ slowAfterMs }: { slowAfterMs: number }) {
  const { t } = useLingui()
  // The cart and the session live in this browser: known once the page has hydrated.
  const visitorKnown = useVisitorKnown()
  const lines = useVisitorStore(cartStore)
  const session = useVisitorStore(sessionStore)
  // After an order the cart is emptied on the way to the confirmation: not an "empty cart" page.
  const [leaving, setLeaving] = useState(false)
  const onLeave = useCallback(() => setLeaving(true), [])
  const online = useOnline()
  const clock = useCheckoutClock()
  const user = session.signedIn ? session.user : null
  const schema = useMemo(() => checkoutSchema(clock), [clock])
  // The form is made here, above Checkout (memoised): react-hook-form renders its owner once more
  // as it starts (in a layout effect, so at once), and this owner is small.
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(schema),
    // Read once, when the form is made; later changes of the customer: useCustomerDefaults.
    defaultValues: { ...EMPTY_CHECKOUT_VALUES, ...customerDefaults(user) },
  })
  return (
    <>
      {!online && lines.length > 0 && !leaving && (
        <NeedsConnection need={t`Placing an order needs a connection.`} kept={CHECKOUT_OFFLINE_KEPT} />
      )}
      {leaving ? (
        <p role="status">{t`Order placed. Taking you to your order...`}</p>
      ) : visitorKnown && lines.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <Checkout
          form={form}
          clock={clock}
          lines={lines}
          session={session}
          visitorKnown={visitorKnown}
          onLeave={onLeave}
          slowAfterMs={slowAfterMs}
        />
      )}
    </>
  )
}

type CheckoutFormApi = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>

interface CheckoutProps {
  form: CheckoutFormApi
  clock: CheckoutClock
  lines: Cart
  session: Session
  /**
   * False until the page has hydrated the server's HTML (useVisitorKnown): the cart and the
   * session are not read yet (`lines` is empty, the session signed out: their server snapshots).
   */
  visitorKnown: boolean
  onLeave: () => void
  slowAfterMs: number
}

const Checkout = memo(function Checkout({
  form,
  clock,
  lines,
  session,
  visitorKnown,
  onLeave,
  slowAfterMs,
}: CheckoutProps) {
  const user = session.signedIn ? session.user : null
  const userId = user?.id ?? null
  const userDefaults = useCustomerDefaults(form, user)
  // Only what the figures need: typing a name or a note renders the submit area, not the page.
  const [city, area] = useWatch({ control: form.control, name: ['city', 'area'] })

  const saved = useSavedAddressFill(form, userId, userDefaults)
  const coupon = useCoupon(userId, cartTotal(lines))
  const figures = useCheckoutFigures({
    lines,
    userId,
    city: city ?? '',
    area: area ?? '',
    savedAddress: saved.answer,
    coupon: coupon.applied?.coupon ?? null,
    slowAfterMs,
  })
  const { totals, status, hold } = figures
  // An unknown cart is not a small one: the minimum is judged once the cart is read.
  const belowMinimum = visitorKnown && hold.belowMinimum
  const wallet = useWallet(userId, totals.grandTotal)

  const payloadOf = (formValues: CheckoutFormValues) =>
    buildOrderPayload({
      values: formValues,
      userId,
      lines,
      totals,
      couponCode: coupon.applied?.code ?? '',
      walletAmount: wallet.used,
      giftShown: figures.showGift,
    })
  const submission = useOrderSubmission({ form, payloadOf, hold, onLeave })

  // The confirmation page's chunk is fetched ahead, so the way there after an order is quick: in
  // idle time, not in the effects of hydration's commit (Vite's preload helper appends a <link>
  // for each of its files, 21-44 ms of that task at 4x CPU, docs/perf.md).
  useEffect(() => whenIdle(() => void import('./OrderConfirmationPage').catch(() => undefined)), [])

  const minimumNoteId = useId()
  const { charge: chargeRetry, rules: rulesRetry } = figures.retry
  const notices = [
    status.failed.charge && (
      <RetryNote key="charge" message={CHECKOUT_LOAD_TEXTS.chargeFailed} {...retryProps(chargeRetry)} />
    ),
    status.failed.rules && (
      <RetryNote key="rules" message={CHECKOUT_LOAD_TEXTS.discountsFailed} {...retryProps(rulesRetry)} />
    ),
    figures.takingLong.slow && (
      <RetryNote key="slow" tone="info" message={CHECKOUT_LOAD_TEXTS.takingLong} onRetry={figures.askAgain} />
    ),
  ].filter(Boolean)

  return (
    <>
      {/* Drawn for a guest from the first paint (the session's server snapshot is signed out):
          it is the page's largest text on a phone, and a box kept invisible until hydration made
          it the LCP (decision 0046). A signed-in shopper's page is marked before it is parsed
          (SignedInMark), which hides it until hydration takes it away (decision 0052). */}
      {!session.signedIn && (
        <ReturningCustomerPrompt loginHref={loginPathFor(ROUTES.checkout)} provisional={!visitorKnown} />
      )}
      {belowMinimum && (
        <MinimumOrderNote
          id={minimumNoteId}
          minimum={CHECKOUT_MINIMUM_TOTAL}
          shortBy={shortOfCheckoutMinimum(figures.subtotal)}
        />
      )}
      <CheckoutForm
        form={form}
        onSubmit={submission.onSubmit}
        choices={figures.choices}
        savedAddress={userId === null ? undefined : saved.props}
        addressPending={status.pending.address || status.pending.cities || status.pending.areas}
        clock={clock}
        showGift={figures.showGift}
        aside={
          <>
            <OrderSummary
              lines={figures.summaryLines}
              totals={totals}
              couponCode={coupon.applied?.code}
              walletAmount={wallet.used}
              amountDue={amountDue(totals.grandTotal, wallet.used)}
              pending={{
                shipping: status.pending.shipping,
                discount: status.pending.discount,
                offers: status.pending.offer || status.pending.giftPack,
              }}
              notices={notices.length > 0 ? <>{notices}</> : undefined}
              cartPending={!visitorKnown}
            />
            {totals.outsideDhaka && <OutsideDhakaNote charge={totals.shipping} />}
            {visitorKnown && figures.giftPack && <GiftPackNotice giftPack={figures.giftPack} />}
            <CouponBox
              applied={coupon.applied?.code ?? null}
              discount={totals.couponDiscount}
              applying={coupon.applying}
              error={coupon.error}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
            {userId !== null && <WalletBox {...wallet.box} />}
            <SubmitArea
              form={form}
              actor={submission.actor}
              payloadOf={payloadOf}
              describedBy={belowMinimum ? minimumNoteId : undefined}
            />
          </>
        }
      />
    </>
  )
})

/**
 * The advance-payment note with the shop's phone from the site metadata, read here and not by the
 * page's body: the body hydrates in a slice after the shell, which has read that metadata first,
 * and SWR then gives a later-hydrating reader the cache entry as it was before the first reader
 * mounted, so React renders that reader once more at once (the whole body, before this part had
 * its own). Not drawn at hydration: the city is not chosen yet.
 */
function OutsideDhakaNote({ charge }: { charge: number }) {
  const siteMeta = useSiteMeta()
  return <AdvancePaymentNote charge={charge} phone={siteMeta.data?.phone} />
}

interface SubmitAreaProps {
  form: CheckoutFormApi
  actor: SubmissionActor
  payloadOf: (values: CheckoutFormValues) => OrderPayload
  describedBy: string | undefined
}

/**
 * The payment choice and Place Order, with the form's values and the submission machine's state
 * read here: what the shopper types, and the machine's changes, render this part again.
 */
function SubmitArea({ form, actor, payloadOf, describedBy }: SubmitAreaProps) {
  const values = useWatch({ control: form.control }) as CheckoutFormValues
  const { busy, canSubmit } = useSubmissionState(actor, values, payloadOf)
  return <PaymentOptions form={form} busy={busy} canSubmit={canSubmit} describedBy={describedBy} />
}

function retryProps(retry: { retrying: boolean; retry: () => void }) {
  return { onRetry: retry.retry, retrying: retry.retrying }
}
