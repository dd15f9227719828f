/** Lookups of cities and areas by name (as the checkout sends them) or by id. */
import { areas, cities } from '../data/locations'
import type { AreaRecord, CityRecord } from '../data/types'

const same = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

export function findCity(nameOrId: string): CityRecord | undefined {
  return cities.find((c) => same(c.city_name, nameOrId) || String(c.id) === nameOrId.trim())
}

export function areasOf(city: CityRecord): AreaRecord[] {
  return areas.filter((a) => a.city_id === city.id)
}

/** An area by name or id, optionally only inside one city. */
export function findArea(nameOrId: string, city?: CityRecord): AreaRecord | undefined {
  const pool = city ? areasOf(city) : areas
  return pool.find((a) => same(a.area_name, nameOrId) || String(a.id) === nameOrId.trim())
}
