/**
 * The signed-in customer's saved address at checkout (spec 001 s2 "Checkout"): it fills an
 * untouched form once, read-only until 'Change Shipping Address'. One that arrives after the
 * shopper has edited an address field fills nothing: what they typed stays, editable, as if they
 * had ticked 'Change Shipping Address' (unticking it puts the saved address in).
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { Address } from '@/api/entities'
import type { SavedAddressProps } from '@/components/checkout'
import { useSavedAddress } from '@/hooks/useCheckoutData'
import { useRetry } from '@/hooks/useRetry'
import { ADDRESS_FIELDS, type CheckoutFormInput, type CheckoutFormOutput } from './form'
import type { CheckoutFormValues } from './payload'
import { failed, inFlight } from '@/lib/answers'

export type SavedAddressValues = Pick<CheckoutFormValues, (typeof ADDRESS_FIELDS)[number]>

/** The saved address as form values, or null when it lacks a required field (then it stays editable). */
export function addressValues(
  address: Address | null | undefined,
  fallback: Partial<CheckoutFormValues>,
): SavedAddressValues | null {
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

type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>

export interface SavedAddressFill {
  /** The saved address call (what the totals wait for). */
  answer: ReturnType<typeof useSavedAddress>
  /** What CheckoutForm shows of it. */
  props: SavedAddressProps
}

/** The saved address of `userId` (none for a guest), filling `form` by the rules above. */
export function useSavedAddressFill(
  form: CheckoutForm,
  userId: number | null,
  userDefaults: Partial<CheckoutFormValues>,
): SavedAddressFill {
  const answer = useSavedAddress(userId)
  const retry = useRetry(answer.mutate)
  const values = useMemo(() => addressValues(answer.data, userDefaults), [answer.data, userDefaults])
  const [changing, setChanging] = useState(false)
  // Decided in the render where the saved address first shows (React's "adjust state on a change"
  // pattern), so the form is never shown read-only over what the shopper typed.
  const [seen, setSeen] = useState(false)
  if (values && !seen) {
    setSeen(true)
    if (ADDRESS_FIELDS.some((field) => form.getFieldState(field).isDirty)) setChanging(true)
  }
  const filled = useRef(false)
  useEffect(() => {
    if (!values || !seen || filled.current) return
    filled.current = true
    if (changing) return
    for (const [field, value] of Object.entries(values)) {
      form.setValue(field as keyof SavedAddressValues, value, { shouldDirty: false })
    }
  }, [values, seen, changing, form])

  const onChange = (next: boolean) => {
    setChanging(next)
    if (next) {
      form.setValue('city', '')
      form.setValue('area', '')
    } else if (values) {
      for (const [field, value] of Object.entries(values)) {
        form.setValue(field as keyof SavedAddressValues, value, { shouldValidate: form.formState.isSubmitted })
      }
    }
  }

  const asked = userId !== null
  return {
    answer,
    props: {
      loading: inFlight(answer, asked),
      failed: failed(answer, asked),
      retrying: retry.retrying,
      onRetry: retry.retry,
      filled: values !== null,
      changing,
      onChange,
    },
  }
}
