/**
 * Remembers the last `limit` results of a pure function of a string (least recently used go
 * first). For the costly HTML work (parsing and sanitising server HTML) that the same description
 * or page would otherwise repeat on every render: on the server, for every visitor.
 */
export function memoizeText<T>(fn: (input: string) => T, limit = 300): (input: string) => T {
  const results = new Map<string, T>()
  return (input) => {
    if (results.has(input)) {
      const value = results.get(input) as T
      // Most recently used last.
      results.delete(input)
      results.set(input, value)
      return value
    }
    const value = fn(input)
    results.set(input, value)
    if (results.size > limit) {
      const oldest = results.keys().next().value
      if (oldest !== undefined) results.delete(oldest)
    }
    return value
  }
}
