/** A value a page is still loading, failed to load, or has. Presentational components show each. */
export type Loadable<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T }

export const loading = { state: 'loading' } as const
export const failed = { state: 'error' } as const
export function ready<T>(value: T): Loadable<T> {
  return { state: 'ready', value }
}
