/**
 * The signed-in customer's name, phone and email as the checkout form's defaults (spec 001 s2).
 * On a checkout drawn by the server the customer is known only after hydration (the session is
 * in this browser, decision 0046), and may change while the page is open (signing in or out in
 * another tab): the defaults are put into every field the shopper has not touched whenever they
 * change, not only when the form is made.
 */
import { useEffect, useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { Customer } from '@/api/entities'
import type { CheckoutFormInput, CheckoutFormOutput } from './form'

export interface CustomerDefaults {
  firstname: string
  phone: string
  email: string
}

const CUSTOMER_FIELDS = ['firstname', 'phone', 'email'] as const satisfies ReadonlyArray<keyof CustomerDefaults>

/** The form's defaults for this customer (empty for a guest). */
export function customerDefaults(user: Customer | null): CustomerDefaults {
  return { firstname: user?.name ?? '', phone: user?.phone ?? '', email: user?.email ?? '' }
}

/** Keeps the untouched name, phone and email fields at `user`'s; returns the defaults (stable while they are the same). */
export function useCustomerDefaults(
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>,
  user: Customer | null,
): CustomerDefaults {
  const { firstname, phone, email } = customerDefaults(user)
  const defaults = useMemo(() => ({ firstname, phone, email }), [firstname, phone, email])
  useEffect(() => {
    for (const field of CUSTOMER_FIELDS) {
      if (form.getFieldState(field).isDirty || form.getValues(field) === defaults[field]) continue
      form.resetField(field, { defaultValue: defaults[field] })
    }
  }, [form, defaults])
  return defaults
}
