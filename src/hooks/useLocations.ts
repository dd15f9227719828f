/** Cities and their areas for address forms (and checkout): GET /api/city, POST /api/area {name}. */
import useSWR from 'swr'
import useSWRImmutable from 'swr/immutable'
import { checkoutKeys, getAreas, getCities, type ApiError, type Area, type City } from '@/api'

/** The delivery cities; they do not change during a visit. */
export function useCities() {
  return useSWRImmutable<City[], ApiError>(checkoutKeys.cities(), () => getCities())
}

/** The areas of a city (by city name); nothing is fetched until a city is chosen. */
export function useAreas(city: string) {
  const name = city.trim()
  return useSWR<Area[], ApiError>(name ? checkoutKeys.areas(name) : null, () => getAreas(name))
}
