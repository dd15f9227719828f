/**
 * An SWR answer as pages and hooks read it, and the two questions they ask of it: still on its
 * way, or failed with nothing to show (the page falls back and says so, with 'Try again').
 */
export interface Answer {
  data?: unknown
  error?: unknown
}

/** The call was made (`asked`) and neither its data nor its error has arrived. */
export function inFlight(answer: Answer, asked = true): boolean {
  return asked && answer.data === undefined && answer.error === undefined
}

/** The call failed and nothing is there. */
export function failed(answer: Answer, asked = true): boolean {
  return asked && answer.data === undefined && answer.error !== undefined
}
