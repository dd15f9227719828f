import type { Text } from '@/i18n/lingui'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { accountKeys, type AddressInput } from '@/api'
import type { AddressFormProps, AddressOutput } from '@/components/account'
import { useFormSubmission } from '@/hooks/useFormSubmission'
import { useAddressChoices } from '@/hooks/useLocations'
import { ROUTES } from '@/lib/paths'

/**
 * What the add and update address pages give the address form: cities, the areas of the chosen
 * city (POST /api/area), and a submit that saves, reloads the customer's addresses, shows the
 * spec's toast and returns to /my-address ('Something Wrong!' on failures other than 422). A
 * failed cities or areas call offers 'Try again'.
 */
export function useAddressForm(
  customerId: number,
  initialCity: string,
  save: (input: AddressInput) => Promise<unknown>,
  success: Text,
): Pick<
  AddressFormProps,
  | 'cities'
  | 'citiesFailed'
  | 'citiesRetrying'
  | 'onRetryCities'
  | 'areas'
  | 'areasFailed'
  | 'areasRetrying'
  | 'onRetryAreas'
  | 'onCityChange'
  | 'onSubmit'
  | 'onFailure'
> {
  const [city, setCity] = useState(initialCity)
  const { choices } = useAddressChoices(city)
  const { mutate } = useSWRConfig()
  const { submit, fail } = useFormSubmission(
    async (values: AddressOutput) => {
      // One "full name" field: it is the first name, and the last name is not kept apart.
      await save({ ...values, last_name: '' })
      await Promise.all([mutate(accountKeys.addresses(customerId)), mutate(accountKeys.activeAddress(customerId))])
    },
    { success, next: ROUTES.addresses },
  )
  return {
    ...choices,
    onCityChange: setCity,
    onSubmit: submit,
    onFailure: fail,
  }
}
