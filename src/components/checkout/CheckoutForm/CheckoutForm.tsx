import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, type BaseSyntheticEvent, type ReactNode } from 'react'
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form'
import type { CheckoutFormInput, CheckoutFormOutput } from '@/checkout/form'
import { DELIVERY_SLOTS, isSlotDisabled, openSlots, SHOP_TIME_ZONE, slotByLabel, slotText } from '@/lib/deliverySlots'
import {
  AddressFields,
  CheckboxField,
  EMAIL_INPUT,
  PHONE_INPUT,
  RetryNote,
  SelectField,
  SHARED_ADDRESS_NAMES,
  TextareaField,
  TextField,
  type AddressChoicesProps,
  type AddressFieldNames,
  type SelectOption,
} from '@/components/form'
import { englishTexts, useText } from '@/i18n/lingui'
import styles from './CheckoutForm.module.css'
import { useNumbers } from '@/i18n/useNumbers'

export type CheckoutFormApi = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>

/** The signed-in customer's saved address as the billing section shows it. */
export interface SavedAddressProps {
  /** It is on its way ('Loading your saved address...'). */
  loading?: boolean
  /** It could not be loaded: the form stays empty and editable, with 'Try again'. */
  failed?: boolean
  retrying?: boolean
  onRetry?: () => void
  /** It filled the billing fields: they are read-only until 'Change Shipping Address'. */
  filled?: boolean
  /** 'Change Shipping Address' is ticked: the fields are editable, city and area chosen anew. */
  changing?: boolean
  onChange?: (changing: boolean) => void
}

export interface CheckoutFormProps {
  /** The page's react-hook-form (zod resolver of src/checkout/form.ts). */
  form: CheckoutFormApi
  /** The form's submit handler (the page validates, builds the payload and submits). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  /** The cities and areas (null while loading), their failures and retries. */
  choices: AddressChoicesProps
  /** The saved address (signed in); absent for a guest. */
  savedAddress?: SavedAddressProps
  /** The saved address, the cities or the areas are still loading: the billing section is busy. */
  addressPending?: boolean
  /** Today and the current hour in Dhaka (the date's minimum and the slots still open today). */
  clock: { today: string; hour: number }
  /** The offer product is in the cart: the gift recipient block shows. */
  showGift?: boolean
  /** The right-hand column (summary, coupon, wallet, payment and the submit button). */
  aside: ReactNode
}

/** The checkout's address field names (the order payload's). */
const NAMES: AddressFieldNames<CheckoutFormInput> = { ...SHARED_ADDRESS_NAMES, fullName: 'firstname' }

export const SAVED_ADDRESS_TEXTS = englishTexts({
  loading: msg`Loading your saved address...`,
  failed: msg`Your saved address could not be loaded.`,
  useSaved: msg`Your saved address is used. Tick to deliver somewhere else.`,
  untickToUse: msg`Untick to use your saved address.`,
})

function Section({ title, busy = false, children }: { title: string; busy?: boolean; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id} aria-busy={busy || undefined}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The checkout's billing form (spec 001 s2 "Checkout"): full name, address lines, city and area,
 * phone, email, delivery date and time slot, order notes, and the gift recipient block when the
 * offer product is in the cart. Required marks on full name, address line 1, city, area, phone.
 * The time select is disabled until a date is chosen; today's slots that have started are
 * disabled (Dhaka time). A saved address shows read-only until 'Change Shipping Address'. The
 * address fields are the shared AddressFields (as on Add/Update Address).
 */
export function CheckoutForm({
  form,
  onSubmit,
  choices,
  savedAddress = {},
  addressPending = false,
  clock,
  showGift = false,
  aside,
}: CheckoutFormProps) {
  const { t } = useLingui()
  const text = useText()
  const { loading: savedLoading, failed: savedFailed, filled, changing = false } = savedAddress
  const { register, control, setValue } = form
  // Subscribed here: the page's body above does not render again for a change of the errors.
  const { errors } = useFormState({ control })
  const [date, time] = useWatch({ control, name: ['delivery_date', 'delivery_time'] })
  const readOnly = Boolean(filled) && !changing
  const { digits } = useNumbers()

  // The slot's label is what the API gets (value); the shopper reads it in the page's language.
  const slotOptions: SelectOption[] = DELIVERY_SLOTS.map((slot) => ({
    value: slot.label,
    label: digits(text(slotText(slot.label))),
    disabled: isSlotDisabled(slot, date, clock),
  }))
  const noSlotLeft = date !== '' && date === clock.today && openSlots(date, clock).length === 0
  const timeHint = !date
    ? t`Choose a delivery date first.`
    : noSlotLeft
      ? t`No delivery time is left today. Please choose another date.`
      : undefined

  return (
    <form noValidate onSubmit={onSubmit} className={styles.layout} aria-label={t`Checkout`}>
      <div className={styles.main}>
        <Section title={t`Billing details`} busy={addressPending}>
          {savedLoading && (
            <p className={styles.note} role="status">
              {text(SAVED_ADDRESS_TEXTS.loading)}
            </p>
          )}
          {savedFailed && (
            <p className={styles.note}>
              <RetryNote
                message={SAVED_ADDRESS_TEXTS.failed}
                onRetry={savedAddress.onRetry}
                retrying={savedAddress.retrying}
              />
            </p>
          )}
          {filled && (
            <CheckboxField
              label={t`Change Shipping Address`}
              hint={text(readOnly ? SAVED_ADDRESS_TEXTS.useSaved : SAVED_ADDRESS_TEXTS.untickToUse)}
              checked={changing}
              onChange={(event) => savedAddress.onChange?.(event.currentTarget.checked)}
            />
          )}
          <AddressFields
            control={control}
            names={NAMES}
            {...choices}
            readOnly={readOnly}
            phoneHint={t`11-digit mobile number, e.g. 01712345678`}
          />
        </Section>

        <Section title={t`Delivery`}>
          <p className={styles.note}>{t`Dates and times are Bangladesh time (${SHOP_TIME_ZONE}).`}</p>
          <div className={styles.grid}>
            <Controller
              control={control}
              name="delivery_date"
              render={({ field }) => (
                <TextField
                  label={t`Delivery date`}
                  type="date"
                  min={clock.today}
                  error={errors.delivery_date?.message}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = event.currentTarget.value
                    field.onChange(next)
                    const slot = slotByLabel(time)
                    if (!next || (slot && isSlotDisabled(slot, next, clock))) setValue('delivery_time', '')
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="delivery_time"
              render={({ field }) => (
                <SelectField
                  label={t`Delivery time`}
                  placeholder={t`Select delivery time`}
                  options={slotOptions}
                  disabled={!date}
                  hint={timeHint}
                  error={errors.delivery_time?.message}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                />
              )}
            />
          </div>
          <TextareaField
            label={t`Order notes (optional)`}
            placeholder={t`Notes about your order, e.g. a landmark for the rider.`}
            error={errors.order_note?.message}
            {...register('order_note')}
          />
        </Section>

        {showGift && (
          <Section title={t`Gift recipient`}>
            <p className={styles.note}>{t`Your cart has the gift offer: tell us who should receive it.`}</p>
            <div className={styles.grid}>
              <TextField
                label={t`Recipient name`}
                autoComplete="off"
                error={errors.g_name?.message}
                {...register('g_name')}
              />
              <TextField
                label={t`Recipient email`}
                {...EMAIL_INPUT}
                autoComplete="off"
                error={errors.g_email?.message}
                {...register('g_email')}
              />
              <TextField
                label={t`Recipient phone`}
                {...PHONE_INPUT}
                autoComplete="off"
                error={errors.g_phone?.message}
                {...register('g_phone')}
              />
              <TextField
                label={t`Recipient address`}
                autoComplete="off"
                error={errors.g_address?.message}
                {...register('g_address')}
              />
            </div>
          </Section>
        )}
      </div>
      <div className={styles.aside}>{aside}</div>
    </form>
  )
}
