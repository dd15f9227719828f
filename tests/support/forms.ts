/** Filling the app's forms in browser tests, and slowing a call down so clicks land while it runs. */
import { delay, http, type HttpHandler } from 'msw'
import { ENDPOINTS } from '@mocks/endpoints'
import { mswPath } from '@mocks/handlers'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Sets a field's value the way typing or choosing does (React sees an input/change event). */
export function setValue(field: Element, value: string): void {
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  ))
    throw new Error(`not a form field: ${field.outerHTML.slice(0, 80)}`)
  // The prototype's setter, not the instance's: React tracks the instance's own value.
  Reflect.set(Object.getPrototypeOf(field) as Field, 'value', value, field)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Chooses `file` in a file input, as the file picker does. */
export function chooseFile(input: Element, file: File): void {
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') throw new Error('not a file input')
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** A real 1x1 PNG. */
export function pngFile(name = 'prescription.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEgwHNm0XqKAAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  )
  return new File([bytes], name, { type: 'image/png' })
}

/**
 * Holds every request of `call` ('POST /api/subscribe') for `ms`, then lets the mock shop answer
 * (a handler that returns nothing falls through), so a second click lands while the first runs.
 */
export function slowDown(call: string, ms = 400): HttpHandler {
  const endpoint = ENDPOINTS.find((e) => `${e.method} ${e.path}` === call)
  if (!endpoint) throw new Error(`${call} is not a line of docs/spec/endpoints.txt`)
  const factory = endpoint.method === 'GET' ? http.get : http.post
  return factory(mswPath(endpoint.path), async () => {
    await delay(ms)
  })
}
