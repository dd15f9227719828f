/** Cities and their areas for address forms (and checkout): GET /api/city, POST /api/area {name}. */
import useSWR from 'swr'
import useSWRImmutable from 'swr/immutable'
import { checkoutKeys, getAreas, getCities, type ApiError, type Area, type City } from '@/api'
import type { AddressChoicesProps } from '@/components/form'
import { failed } from '@/lib/answers'
import { useRetry } from './useRetry'

/** The delivery cities; they do not change during a visit. */
export function useCities() {
  return useSWRImmutable<City[], ApiError>(checkoutKeys.cities(), () => getCities())
}

/** The areas of a city (by city name); nothing is fetched until a city is chosen. */
export function useAreas(city: string) {
  const name = city.trim()
  return useSWR<Area[], ApiError>(name ? checkoutKeys.areas(name) : null, () => getAreas(name))
}

/**
 * The cities, the chosen city's areas, and what an address form's city and area selects show of
 * them (AddressChoicesProps): null while loading, their failures, and 'Try again' busy only
 * while the shopper's retry is in flight. `answers` are the SWR answers, for what else waits on them.
 */
export function useAddressChoices(city: string) {
  const cities = useCities()
  const areas = useAreas(city)
  const citiesRetry = useRetry(cities.mutate)
  const areasRetry = useRetry(areas.mutate)
  const choices: AddressChoicesProps = {
    cities: cities.data ?? null,
    citiesFailed: failed(cities),
    citiesRetrying: citiesRetry.retrying,
    onRetryCities: citiesRetry.retry,
    areas: city ? (areas.data ?? null) : [],
    areasFailed: failed(areas, Boolean(city)),
    areasRetrying: areasRetry.retrying,
    onRetryAreas: areasRetry.retry,
  }
  return { choices, answers: { cities, areas } }
}
