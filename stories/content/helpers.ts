/**
 * Shared pieces of the content stories: files a shopper might choose, a recorder of what a form
 * sent (JSON or multipart), 422 answers as Laravel sends them, and small interaction helpers.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { toast } from 'react-toastify/unstyled'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '@/api/errors'
import { toast as appToast } from '@/lib/toast'

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const

/** A real 1x1 PNG, so the thumbnail draws. */
const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEgwHNm0XqKAAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

export function pngFile(name = 'prescription.png'): File {
  return new File([PNG_1PX], name, { type: 'image/png' })
}

export function pdfFile(name = 'prescription-scan.pdf', bytes = 245_760): File {
  const body = new Uint8Array(bytes)
  body.set(new TextEncoder().encode('%PDF-1.4\n'))
  return new File([body], name, { type: 'application/pdf' })
}

export function wordFile(name = 'prescription.docx'): File {
  return new File([new Uint8Array(2048)], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  })
}

/** An image just over the 5 MB limit (5 MB + 1 byte would do; 6 MB reads better in the message). */
export function largeImage(name = 'phone-photo.jpg', bytes = 6 * 1024 * 1024): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })
}

/** A file of `bytes` bytes said to be a JPEG (its content is not an image: for sizes only). */
export function sizedImage(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })
}

/**
 * A real phone-like photo drawn in the browser: a 2400 x 1800 JPEG of paper, lines of writing and
 * camera grain (noise), well over 1 MB, for the compressor to work on.
 */
export async function phonePhoto(name = 'rx-photo.jpg'): Promise<File> {
  const canvas = new OffscreenCanvas(2400, 1800)
  const g = canvas.getContext('2d')
  if (!g) throw new Error('This browser has no 2d canvas')
  g.fillStyle = '#f4efe2'
  g.fillRect(0, 0, 2400, 1800)
  g.fillStyle = '#1d2a6b'
  g.font = '64px serif'
  for (let line = 0; line < 20; line += 1)
    g.fillText(`Rx ${line + 1}: Napa 500 mg, 1 + 0 + 1, 7 days`, 120, 140 + line * 80)
  const image = g.getImageData(0, 0, 2400, 1800)
  let seed = 7
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const grain = (seed % 41) - 20
    image.data[i] = (image.data[i] ?? 0) + grain
    image.data[i + 1] = (image.data[i + 1] ?? 0) + grain
    image.data[i + 2] = (image.data[i + 2] ?? 0) + grain
  }
  g.putImageData(image, 0, 0)
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
  return new File([blob], name, { type: 'image/jpeg' })
}

/** What one request carried: JSON fields, or multipart fields with files as {name, type, size}. */
export type SentFields = Record<string, unknown>

export interface FileSummary {
  name: string
  type: string
  size: number
}

async function fieldsOf(request: Request): Promise<SentFields> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) {
    const form = await request.formData()
    const fields: SentFields = {}
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size }
    })
    return fields
  }
  const text = await request.text()
  return text ? (JSON.parse(text) as SentFields) : {}
}

/**
 * Records every POST to `path` (e.g. '/api/send-message') and lets the next handler (a fault the
 * story added, or the mock shop) answer it. A story that adds a fault puts the recorder in front
 * of it again with `msw.use(recorder.handler)`. `holdMs` keeps each request in flight that long
 * first (to click submit again meanwhile).
 */
export function recordPosts(path: string, holdMs = 0): { sent: SentFields[]; handler: HttpHandler } {
  const sent: SentFields[] = []
  // A story may put the recorder in front of a fault as well (msw.use prepends): count each request once.
  const seen = new WeakSet<Request>()
  const handler = http.post(`*${path}`, async ({ request }) => {
    if (seen.has(request)) return undefined
    seen.add(request)
    sent.push(await fieldsOf(request.clone()))
    if (holdMs > 0) await delay(holdMs)
    // No answer: the request falls through to the mock shop's own handler.
    return undefined
  })
  return { sent, handler }
}

/** A Laravel 422 answer with per-field message lists. */
export function validationAnswer(path: string, errors: Record<string, string[]>): HttpHandler {
  return http.post(`*${path}`, () =>
    HttpResponse.json({ message: 'The given data was invalid.', errors }, { status: 422 }),
  )
}

/** The ApiError a 422 answer becomes (for component stories whose onSubmit rejects). */
export function validationError(errors: Record<string, string[]>): ApiError {
  return new ApiError({
    kind: 'http',
    status: 422,
    message: 'The given data was invalid.',
    method: 'POST',
    url: '/api/test',
    body: { message: 'The given data was invalid.', errors },
    fieldErrors: errors,
  })
}

export function serverError(): ApiError {
  return new ApiError({ kind: 'http', status: 500, message: 'Server Error', method: 'POST', url: '/api/test' })
}

/** The toast container (outside the story root). */
export function toasts() {
  return within(document.body)
}

/** Expects a visible toast of this type ('success', 'warning', ...) with exactly this text. */
export async function expectToast(text: string, type: 'success' | 'warning' | 'error' | 'info'): Promise<void> {
  await waitFor(async () => {
    const shown = toasts().getByText(text, { selector: '.Toastify__toast' })
    await expect(shown).toBeVisible()
    await expect(shown).toHaveClass(`Toastify__toast--${type}`)
  })
}

export interface ShownToast {
  type: string
  text: string
}

/**
 * Records the toasts shown while a story runs (from its beforeEach; returns the unsubscribe as the
 * cleanup). Needed where the story navigates away: the decorator's toast container sits inside
 * the story's route, so a toast shown just before leaving is gone from the DOM at once (in the app
 * the container is outside the router and the toast stays).
 */
export function recordToasts(): { shown: ShownToast[]; stop: () => void } {
  const shown: ShownToast[] = []
  const stop = toast.onChange((item) => {
    if (item.status === 'added') {
      shown.push({ type: item.type ?? 'default', text: typeof item.content === 'string' ? item.content : '' })
    }
  })
  return { shown, stop }
}

/**
 * Waits until `expected` is among the recorded toasts. A toast comes a moment after what asked for
 * it: the toast library is fetched after the next paint (src/lib/toast.ts).
 */
export async function expectToastShown(shown: ShownToast[], expected: ShownToast): Promise<void> {
  await waitFor(() => expect(shown).toContainEqual(expected))
}

/**
 * The recorded toasts, once every toast the page has asked for so far has been shown: a marker toast
 * is asked for through the app's toast module and waited for (toasts are shown in the order they
 * were asked for), then dismissed and waited out. For assertions that no toast, or no other toast,
 * was shown.
 */
export async function settledToasts(shown: ShownToast[]): Promise<ShownToast[]> {
  const marker = `story toasts settled ${shown.length} ${performance.now()}`
  appToast.info(marker, { toastId: marker })
  await waitFor(() => expect(shown.map((item) => item.text)).toContain(marker))
  toast.dismiss(marker)
  // Gone from the page before the play ends, so no snapshot taken after it shows the marker.
  await waitFor(() => expect(toasts().queryByText(marker)).toBeNull())
  return shown.filter((item) => item.text !== marker)
}

/** Expects exactly these toasts, in order ([] for none), once they have come (see settledToasts). */
export async function expectOnlyToasts(shown: ShownToast[], expected: ShownToast[]): Promise<void> {
  for (const item of expected) await expectToastShown(shown, item)
  await expect(await settledToasts(shown)).toEqual(expected)
}

/** Expects the story's router to be at `path`. */
export async function expectLocation(canvasElement: HTMLElement, path: string): Promise<void> {
  await waitFor(() => expect(within(canvasElement).getByTestId('current-location')).toHaveTextContent(path))
}

/** Expects a field to be invalid, its message linked with aria-describedby. */
export async function expectFieldError(field: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
}

/**
 * Chooses a file in a file input as a shopper can: the picker's type filter (accept) can be
 * switched to 'All files', so the file is not filtered by accept here either.
 */
export async function chooseFile(input: HTMLElement, file: File): Promise<void> {
  await userEvent.setup({ applyAccept: false }).upload(input, file)
}

/** Clears a field and types a value (a userEvent.type that replaces). */
export async function fill(field: HTMLElement, value: string): Promise<void> {
  await userEvent.clear(field)
  if (value) await userEvent.type(field, value)
}
