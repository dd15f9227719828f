import { zodResolver } from '@hookform/resolvers/zod'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { orderConfirmationPath, ROUTES } from '@/lib/paths'
import { TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'
import { fromPromise } from 'xstate'
import { payOnline, placeOrder, type Address, type OrderPayload } from '@/api'
import { cartStore, useCart } from '@/cart/cartStore'
import { cartTotal, lineTotal, type Cart } from '@/cart/cart'
import {
  CHECKOUT_FIELDS,
  checkoutSchema,
  EMPTY_CHECKOUT_VALUES,
  type CheckoutFormInput,
  type CheckoutFormOutput,
} from '@/checkout/form'
import { CHECKOUT_TEXTS, orderFailureText } from '@/checkout/messages'
import { buildOrderPayload, type CheckoutFormValues } from '@/checkout/payload'
import { amountDue, checkoutTotals, giftRuleFor, walletProblem } from '@/checkout/totals'
import {
  AdvancePaymentNote,
  CheckoutForm,
  CouponBox,
  EmptyCheckout,
  GiftPackNotice,
  OrderSummary,
  PaymentOptions,
  ReturningCustomerPrompt,
  WalletBox,
} from '@/components/checkout'
import { RetryNote } from '@/components/form'
import { useCheckoutClock } from '@/checkout/useCheckoutClock'
import {
  useAreaCharge,
  useCheckoutWallet,
  useDiscountRules,
  useGiftOffer,
  useGiftRules,
  useSavedAddress,
  useWalletCredit,
} from '@/hooks/useCheckoutData'
import { useAreas, useCities } from '@/hooks/useLocations'
import { useLogFailure } from '@/hooks/useLogFailure'
import { useRetry } from '@/hooks/useRetry'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { applyServerErrors } from '@/lib/forms'
import { documentTitle } from '@/lib/title'
import { useOneAtATime } from '@/lib/useOneAtATime'
import { loginPathFor } from '@/session/redirect'
import { useSession } from '@/session/session'
import { checkoutSubmissionMachine, type OnlinePayment, type PlacedOrder } from '@machines/checkoutSubmission'
import styles from './CheckoutPage.module.css'
import { useGatewayRedirect } from '@/checkout/gatewayRedirect'
import { useCoupon } from '@/checkout/useCoupon'
import { TAKING_LONG_MS, useTakingLong } from '@/checkout/useTakingLong'

/** The machine with the real calls; a timed-out call is aborted through the actor's signal. */
const submissionMachine = checkoutSubmissionMachine.provide({
  actors: {
    placeOrder: fromPromise<PlacedOrder, OrderPayload>(({ input, signal }) => placeOrder(input, { signal })),
    payOnline: fromPromise<OnlinePayment, OrderPayload>(({ input, signal }) => payOnline(input, { signal })),
  },
})

const WALLET_TEXTS = {
  invalid: 'Enter the amount to pay from your wallet.',
  moreThanTotal: 'The wallet amount cannot be more than the order total.',
} as const

/** Not in the spec: what the checkout says when a call its figures depend on fails or is slow. */
export const CHECKOUT_LOAD_TEXTS = {
  chargeFailed: 'The delivery charge could not be confirmed.',
  discountsFailed: 'Automatic discounts could not be checked.',
  takingLong: 'This is taking longer than usual.',
} as const

/** The address fields of the checkout form (what a saved address fills). */
const ADDRESS_FIELDS = ['firstname', 'address_line_one', 'address_line_tow', 'city', 'area', 'phone', 'email'] as const

interface Answer {
  data?: unknown
  error?: unknown
}

/** An SWR answer that has not arrived yet (a failed call is settled: the page falls back). */
function inFlight(answer: Answer, asked = true): boolean {
  return asked && answer.data === undefined && answer.error === undefined
}

/** The call failed and nothing is there: what the page shows instead, with 'Try again'. */
function failed(answer: Answer, asked = true): boolean {
  return asked && answer.data === undefined && answer.error !== undefined
}

/** The saved address as form values, or null when it lacks a required field (then it stays editable). */
function addressValues(address: Address | null | undefined, fallback: Partial<CheckoutFormValues>) {
  if (!address) return null
  const values = {
    firstname: address.first_name || fallback.firstname || '',
    address_line_one: address.address_line_one,
    address_line_tow: address.address_line_tow,
    city: address.city,
    area: address.area,
    phone: address.phone || fallback.phone || '',
    email: address.email || fallback.email || '',
  }
  const complete = [values.firstname, values.address_line_one, values.city, values.area, values.phone].every(
    (v) => v.trim() !== '',
  )
  return complete ? values : null
}

export interface CheckoutPageProps {
  /** How long a call the totals wait for may take before the page says so (stories shorten it). */
  slowAfterMs?: number
}

/**
 * /checkout (spec 001 s2 "Checkout", s4, s8, s9): any cart (the shell's 200 gate is for the
 * button only). Empty cart: Continue Shopping. Guest: a returning-customer prompt.
 */
export default function CheckoutPage({ slowAfterMs = TAKING_LONG_MS }: CheckoutPageProps) {
  const lines = useCart()
  // After an order the cart is emptied on the way to the confirmation: not an "empty cart" page.
  const [leaving, setLeaving] = useState(false)
  return (
    <>
      <title>{documentTitle('Checkout')}</title>
      <h1 className={styles.title}>Checkout</h1>
      {leaving ? (
        <p role="status">Order placed. Taking you to your order...</p>
      ) : lines.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <Checkout lines={lines} onLeave={() => setLeaving(true)} slowAfterMs={slowAfterMs} />
      )}
    </>
  )
}

function Checkout({ lines, onLeave, slowAfterMs }: { lines: Cart; onLeave: () => void; slowAfterMs: number }) {
  const navigate = useNavigate()
  const redirect = useGatewayRedirect()
  const session = useSession()
  const user = session.signedIn ? session.user : null
  const userId = user?.id ?? null
  const clock = useCheckoutClock()
  const schema = useMemo(() => checkoutSchema(clock), [clock])

  const userDefaults: Partial<CheckoutFormValues> = useMemo(
    () => ({ firstname: user?.name ?? '', phone: user?.phone ?? '', email: user?.email ?? '' }),
    [user?.name, user?.phone, user?.email],
  )
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_CHECKOUT_VALUES, ...userDefaults },
  })
  const values = useWatch({ control: form.control }) as CheckoutFormValues

  // The saved address (signed in): fills an untouched form once, read-only until 'Change Shipping
  // Address'. One that arrives after the shopper has edited an address field fills nothing: what
  // they typed stays, editable, as if they had ticked 'Change Shipping Address' (unticking it
  // puts the saved address in).
  const saved = useSavedAddress(userId)
  const savedValues = useMemo(() => addressValues(saved.data, userDefaults), [saved.data, userDefaults])
  const [changingAddress, setChangingAddress] = useState(false)
  // Decided in the render where the saved address first shows (React's "adjust state on a change"
  // pattern), so the form is never shown read-only over what the shopper typed.
  const [savedSeen, setSavedSeen] = useState(false)
  if (savedValues && !savedSeen) {
    setSavedSeen(true)
    if (ADDRESS_FIELDS.some((field) => form.getFieldState(field).isDirty)) setChangingAddress(true)
  }
  const prefilled = useRef(false)
  useEffect(() => {
    if (!savedValues || !savedSeen || prefilled.current) return
    prefilled.current = true
    if (changingAddress) return
    for (const [field, value] of Object.entries(savedValues)) {
      form.setValue(field as keyof typeof savedValues, value, { shouldDirty: false })
    }
  }, [savedValues, savedSeen, changingAddress, form])
  const changeAddress = (changing: boolean) => {
    setChangingAddress(changing)
    if (changing) {
      form.setValue('city', '')
      form.setValue('area', '')
    } else if (savedValues) {
      for (const [field, value] of Object.entries(savedValues)) {
        form.setValue(field as keyof typeof savedValues, value, { shouldValidate: form.formState.isSubmitted })
      }
    }
  }

  const cities = useCities()
  const areas = useAreas(values.city ?? '')
  const charge = useAreaCharge(values.area ?? '')
  const listedCharge = areas.data?.find((a) => a.area_name === values.area)?.delivery_charge
  const areaCharge = values.area ? (charge.data ?? listedCharge ?? null) : null

  const rules = useDiscountRules()
  const giftRules = useGiftRules()
  const offer = useGiftOffer()
  const siteMeta = useSiteMeta()

  const subtotal = cartTotal(lines)
  const coupon = useCoupon(userId, subtotal)
  const totals = checkoutTotals({
    cartTotal: subtotal,
    areaCharge,
    discountRules: rules.data ?? [],
    coupon: coupon.applied?.coupon ?? null,
  })
  // What is still on its way: the totals (and the payload) are not final until it arrives.
  const addressPending = inFlight(saved, userId !== null)
  const citiesPending = inFlight(cities)
  const areasPending = inFlight(areas, Boolean(values.city))
  const chargePending = inFlight(charge, Boolean(values.area))
  const shippingPending = addressPending || areasPending || chargePending
  const discountPending = inFlight(rules)
  // The gift offer decides whether the gift recipient block is shown and sent; the gift pack
  // rules only the notice (the order is not held for them).
  const offerPending = inFlight(offer)
  const giftPackPending = inFlight(giftRules)
  const totalsPending = shippingPending || discountPending || offerPending

  const offerId = offer.data?.product_id
  const showGift = offerId !== undefined && lines.some((line) => line.id === offerId)
  const giftPack = giftRuleFor(giftRules.data ?? [], subtotal)

  // Failures with a fallback that changes nothing the shopper can do are only logged (spec 001
  // s8): no gift recipient block, no gift pack notice, no credit row.
  useLogFailure('The gift offer', offer.error)
  useLogFailure('The gift pack rules', giftRules.error)

  // Calls the totals (or the choice of city and area) still wait for: after a while the summary
  // says so, with 'Try again' (the order stays held: the totals are not final).
  const awaited = [
    addressPending && 'address',
    citiesPending && 'cities',
    areasPending && `areas:${values.city}`,
    chargePending && `charge:${values.area}`,
    discountPending && 'discounts',
    offerPending && 'offer',
    giftPackPending && 'gift-rules',
  ]
    .filter(Boolean)
    .join(' ')
  const takingLong = useTakingLong(awaited, slowAfterMs)
  const askAgain = () => {
    takingLong.restart()
    const calls = [
      [addressPending, saved],
      [citiesPending, cities],
      [areasPending, areas],
      [chargePending, charge],
      [discountPending, rules],
      [offerPending, offer],
      [giftPackPending, giftRules],
    ] as const
    for (const [pending, call] of calls) if (pending) void call.mutate()
  }
  const chargeFailed = failed(charge, Boolean(values.area))
  const discountsFailed = failed(rules)

  // Wallet (signed in): at most its order_value, and never more than the total.
  const wallet = useCheckoutWallet(userId)
  const credit = useWalletCredit(userId)
  useLogFailure('The wallet credit', credit.error)
  // 'Try again' on a failed call: busy only while a retry the shopper asked for is in flight.
  const retry = {
    cities: useRetry(cities.mutate),
    areas: useRetry(areas.mutate),
    saved: useRetry(saved.mutate),
    charge: useRetry(charge.mutate),
    rules: useRetry(rules.mutate),
    wallet: useRetry(wallet.mutate),
  }
  const [walletApplied, setWalletApplied] = useState(0)
  const [walletError, setWalletError] = useState<string | null>(null)
  const walletUsed = Math.min(walletApplied, totals.grandTotal)
  const applyWallet = (amount: number) => {
    const problem = walletProblem(amount, wallet.data?.order_value ?? 0, totals.grandTotal)
    if (problem === 'notEnough') {
      setWalletError(CHECKOUT_TEXTS.walletNotEnough)
      toast.warning(CHECKOUT_TEXTS.walletNotEnough, { autoClose: TOAST_MS.standard })
    } else if (problem) {
      setWalletError(WALLET_TEXTS[problem])
    } else {
      setWalletError(null)
      setWalletApplied(amount)
    }
  }

  const payloadOf = (formValues: CheckoutFormValues) =>
    buildOrderPayload({
      values: formValues,
      userId,
      lines,
      totals,
      couponCode: coupon.applied?.code ?? '',
      walletAmount: walletUsed,
      giftShown: showGift,
    })

  // The confirmation page's chunk is fetched ahead, so the way there after an order is quick.
  useEffect(() => {
    import('./OrderConfirmationPage').catch(() => undefined)
  }, [])

  // A gateway URL that is a path ('/payment/...') is followed on this page's origin.
  const actor = useActorRef(submissionMachine, { input: { origin: globalThis.location?.origin } })
  const busy = useSelector(actor, (s) => s.matches('submitting'))
  const canSubmit = useSelector(actor, (s) =>
    s.can({ type: 'SUBMIT', payload: payloadOf({ ...EMPTY_CHECKOUT_VALUES, ...values }) }),
  )

  // The machine refuses an order while the totals are pending (and the button reads can()).
  // A layout effect: the machine knows before the browser can deliver another click.
  useLayoutEffect(() => {
    actor.send({ type: 'TOTALS', pending: totalsPending })
  }, [actor, totalsPending])

  useEffect(() => {
    const subscriptions = [
      actor.on('placed', ({ orderId }) => {
        toast.success(CHECKOUT_TEXTS.orderPlaced, { autoClose: TOAST_MS.standard })
        onLeave()
        // The cart is emptied once the confirmation page is shown, so this page never flashes an
        // empty cart on the way (and is emptied even if that page fails to load).
        const cleared = () => cartStore.clear()
        Promise.resolve(navigate(orderConfirmationPath(orderId))).then(cleared, cleared)
      }),
      actor.on('redirect', ({ url }) => {
        onLeave()
        cartStore.clear()
        redirect(url)
      }),
      actor.on('failed', ({ paymentType, reason, error }) => {
        if (reason === 'rejected') {
          toast.warning(CHECKOUT_TEXTS.requiredOnline, { autoClose: TOAST_MS.standard })
          return
        }
        applyServerErrors(error, form.setError, CHECKOUT_FIELDS)
        toast.warning(orderFailureText(error, paymentType), { autoClose: TOAST_MS.standard })
      }),
      actor.on('timedOut', () => toast.info(CHECKOUT_TEXTS.timedOut)),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actor, form, navigate, redirect, onLeave])

  const sendOrder = form.handleSubmit((output) => {
    actor.send({ type: 'SUBMIT', payload: payloadOf(output) })
  })
  // One validation at a time, and none while the machine would refuse the order (totals pending,
  // an order in flight): decided synchronously, so clicks in the same task cannot slip through.
  const validation = useOneAtATime()
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    const current = { ...EMPTY_CHECKOUT_VALUES, ...form.getValues() }
    const accepted = actor.getSnapshot().can({ type: 'SUBMIT', payload: payloadOf(current) })
    const validating = accepted ? validation.run(() => sendOrder(event)) : null
    if (!validating) {
      event?.preventDefault()
      return
    }
    await validating
  }

  const summaryLines = lines.map((line) => ({
    id: line.id,
    product_name: line.product_name,
    qty: line.qty,
    total: lineTotal(line),
  }))

  return (
    <>
      {!session.signedIn && <ReturningCustomerPrompt loginHref={loginPathFor(ROUTES.checkout)} />}
      <CheckoutForm
        form={form}
        onSubmit={onSubmit}
        cities={cities.data ?? null}
        citiesFailed={failed(cities)}
        citiesRetrying={retry.cities.retrying}
        onRetryCities={retry.cities.retry}
        areas={values.city ? (areas.data ?? null) : []}
        areasFailed={failed(areas, Boolean(values.city))}
        areasRetrying={retry.areas.retrying}
        onRetryAreas={retry.areas.retry}
        addressPending={addressPending || citiesPending || areasPending}
        savedAddressLoading={addressPending}
        savedAddressFailed={failed(saved, userId !== null)}
        savedAddressRetrying={retry.saved.retrying}
        onRetrySavedAddress={retry.saved.retry}
        clock={clock}
        savedAddress={savedValues !== null}
        changingAddress={changingAddress}
        onChangeAddress={changeAddress}
        showGift={showGift}
        aside={
          <>
            <OrderSummary
              lines={summaryLines}
              totals={totals}
              couponCode={coupon.applied?.code}
              walletAmount={walletUsed}
              amountDue={amountDue(totals.grandTotal, walletUsed)}
              pending={{
                shipping: shippingPending,
                discount: discountPending,
                offers: offerPending || giftPackPending,
              }}
              notices={
                chargeFailed || discountsFailed || takingLong.slow ? (
                  <>
                    {chargeFailed && (
                      <RetryNote
                        message={CHECKOUT_LOAD_TEXTS.chargeFailed}
                        onRetry={retry.charge.retry}
                        retrying={retry.charge.retrying}
                      />
                    )}
                    {discountsFailed && (
                      <RetryNote
                        message={CHECKOUT_LOAD_TEXTS.discountsFailed}
                        onRetry={retry.rules.retry}
                        retrying={retry.rules.retrying}
                      />
                    )}
                    {takingLong.slow && (
                      <RetryNote tone="info" message={CHECKOUT_LOAD_TEXTS.takingLong} onRetry={askAgain} />
                    )}
                  </>
                ) : undefined
              }
            />
            {totals.outsideDhaka && <AdvancePaymentNote charge={totals.shipping} phone={siteMeta.data?.phone} />}
            {giftPack && <GiftPackNotice giftPack={giftPack.gift_pack} />}
            <CouponBox
              applied={coupon.applied?.code ?? null}
              discount={totals.couponDiscount}
              applying={coupon.applying}
              error={coupon.error}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
            {userId !== null && (
              <WalletBox
                balance={wallet.data?.order_value ?? null}
                balanceFailed={failed(wallet)}
                balanceRetrying={retry.wallet.retrying}
                onRetryBalance={retry.wallet.retry}
                credit={credit.data?.credit ?? null}
                creditLoading={inFlight(credit)}
                applied={walletUsed}
                error={walletError}
                onApply={applyWallet}
                onRemove={() => {
                  setWalletApplied(0)
                  setWalletError(null)
                }}
              />
            )}
            <PaymentOptions form={form} busy={busy} canSubmit={canSubmit} />
          </>
        }
      />
    </>
  )
}
