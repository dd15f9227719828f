/** Timestamps in Laravel's JSON form: 2026-11-22T05:10:16.000000Z. */
export function laravelTimestamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')
}

/** A date in the seed's past, written as Laravel would (UTC). */
export function seedTimestamp(isoWithoutZone: string): string {
  return laravelTimestamp(new Date(`${isoWithoutZone}Z`))
}
