/**
 * One setup for the stories of the forms and form pages (contact, B2B registration, stock
 * request, prescription upload; login, registration, password reset: account/support.tsx
 * re-exports these):
 *
 * - `formPageStory({ path })`: the meta's `beforeEach` that records every POST to `path` and the
 *   toasts shown, with `sent` and `shown` to read them and story `beforeEach`es that put a fault,
 *   a 422 or a hang in front of the shop (`answeredBy`) or hold each request (`holding`).
 * - `formFields({...})`: finds a form's fields as a shopper does, by role and accessible name.
 * - `fillIn`, `fillForm`, `expectValues`, `expectFieldErrors`, `expectSubmitRefused`,
 *   `clickThreeTimes`, `expectFullWidth`, `expectNoSidewaysScroll`: the steps and checks every
 *   form story repeats.
 * - `onSubmitThat.resolves()`, `.neverEnds()`, `.fails()`, `.answers422({...})`: `onSubmit` args
 *   for the form components' own stories.
 */
import type { HttpHandler } from 'msw'
import type { SetupWorker } from 'msw/browser'
import { expect, fn, userEvent, within, type queries } from 'storybook/test'
import {
  chooseFile,
  expectFieldError,
  fill,
  recordPosts,
  recordToasts,
  serverError,
  validationError,
  type SentFields,
  type ShownToast,
} from './helpers'

/** The part of a story's context these helpers use (msw-storybook-addon puts `msw` there). */
export interface MswContext {
  msw: Pick<SetupWorker, 'use'>
}

/** A `beforeEach` for a meta or a story; what it returns runs when the story ends. */
export type FormStoryBeforeEach = (context: MswContext) => void | (() => void)

/** What the story sent to one path, and story `beforeEach`es to change how the shop answers it. */
export interface PostRecorder {
  /** Every POST to the path in this story, in order (JSON or multipart fields; files as {name, type, size}). */
  readonly sent: SentFields[]
  /**
   * A story's `beforeEach`: `answers` (e.g. `failWith('POST', path, 500)`, `validationAnswer(...)`,
   * `hang('POST', path)`) answer instead of the shop; what is sent is still recorded.
   */
  readonly answeredBy: (...answers: HttpHandler[]) => FormStoryBeforeEach
  /** A story's `beforeEach`: each request is held `ms` before the shop answers (to click again meanwhile). */
  readonly holding: (ms: number) => FormStoryBeforeEach
  /** The meta's `beforeEach` (a fresh record for every story). */
  readonly beforeEach: FormStoryBeforeEach
}

/** Records every POST to `path` in each story (see `formPageStory`). */
export function postRecorder(path: string): PostRecorder {
  let current = recordPosts(path)
  const start =
    (holdMs = 0): FormStoryBeforeEach =>
    ({ msw }) => {
      current = recordPosts(path, holdMs)
      msw.use(current.handler)
    }
  return {
    get sent() {
      return current.sent
    },
    answeredBy:
      (...answers) =>
      ({ msw }) => {
        // msw.use puts handlers in front: the answers before the shop, the recorder before them.
        msw.use(...answers)
        msw.use(current.handler)
      },
    holding: (ms) => start(ms),
    beforeEach: start(),
  }
}

export interface FormPageStory extends PostRecorder {
  /** The toasts shown in this story, in order (still listed after the story navigated away). */
  readonly shown: ShownToast[]
}

/**
 * The setup of a form page's stories: `beforeEach: page.beforeEach` in the meta records what is
 * POSTed to `path` (`page.sent`) and the toasts shown (`page.shown`). A page that posts to more
 * than one path names the others in `also`: `page.<name>` records each of them the same way.
 */
export function formPageStory<const Also extends string = never>({
  path,
  also,
}: {
  path: string
  also?: Record<Also, string>
}): FormPageStory & Readonly<Record<Also, PostRecorder>> {
  const posts = postRecorder(path)
  const others = Object.entries<string>(also ?? {}).map(([name, otherPath]) => [name, postRecorder(otherPath)] as const)
  let shown: ShownToast[] = []
  const page: FormPageStory = {
    get sent() {
      return posts.sent
    },
    get shown() {
      return shown
    },
    answeredBy: posts.answeredBy,
    holding: posts.holding,
    beforeEach(context) {
      posts.beforeEach(context)
      for (const [, recorder] of others) recorder.beforeEach(context)
      const toasts = recordToasts()
      shown = toasts.shown
      return toasts.stop
    },
  }
  // The names come from `also` (typed Also): each gets its recorder.
  return Object.assign(page, Object.fromEntries(others) as Record<Also, PostRecorder>)
}

/** How a shopper finds a field: by its role and accessible name, or (a file input, a password) by its label. */
export type FieldQuery =
  | { textbox: string | RegExp }
  | { spinbutton: string | RegExp }
  | { button: string | RegExp }
  | { label: string | RegExp }

type Canvas = ReturnType<typeof within<typeof queries>>

/** The fields a `formFields` spec names, and the canvas they are in. */
export type FormFields<Spec> = { readonly canvas: Canvas } & { readonly [Name in keyof Spec]: HTMLElement }

function findField(canvas: Canvas, query: FieldQuery): HTMLElement {
  if ('textbox' in query) return canvas.getByRole('textbox', { name: query.textbox })
  if ('spinbutton' in query) return canvas.getByRole('spinbutton', { name: query.spinbutton })
  if ('button' in query) return canvas.getByRole('button', { name: query.button })
  return canvas.getByLabelText(query.label)
}

/**
 * A form's fields by name, e.g. `formFields({ email: { textbox: 'Email' }, submit: { button: 'Send' } })`:
 * call it with the story's canvasElement; every field must be there (getByRole / getByLabelText).
 */
export function formFields<const Spec extends Record<string, FieldQuery>>(
  spec: Spec,
): (canvasElement: HTMLElement) => FormFields<Spec> {
  return (canvasElement) => {
    const canvas = within(canvasElement)
    const fields = Object.fromEntries(Object.entries(spec).map(([name, query]) => [name, findField(canvas, query)]))
    return { canvas, ...fields } as FormFields<Spec>
  }
}

/** Clears each named field and types its value, in the order given; a File is chosen in its file input. */
export async function fillForm<const Values extends Record<string, string | File>>(
  fields: Readonly<Record<NoInfer<keyof Values>, HTMLElement>>,
  values: Values,
): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name as keyof Values]
    if (value instanceof File) await chooseFile(field, value)
    else await fill(field, value)
  }
}

/** Finds the form's fields in the story and fills them in with `values` (as fillForm); returns the fields. */
export async function fillIn<
  const Values extends Record<string, string | File>,
  Fields extends Readonly<Record<keyof Values, HTMLElement>>,
>(fieldsOf: (canvasElement: HTMLElement) => Fields, canvasElement: HTMLElement, values: Values): Promise<Fields> {
  const fields = fieldsOf(canvasElement)
  await fillForm(fields, values)
  return fields
}

/** Expects each named field to show exactly this value (what the shopper typed is still there). */
export async function expectValues<const Values extends Record<string, string | number>>(
  fields: Readonly<Record<NoInfer<keyof Values>, HTMLElement>>,
  values: Values,
): Promise<void> {
  for (const [name, value] of Object.entries(values)) await expect(fields[name as keyof Values]).toHaveValue(value)
}

/**
 * Expects each named field in error with its message linked (aria-invalid,
 * aria-describedby), in the order given: a 422's first message per field, or the client rules'.
 */
export async function expectFieldErrors<const Errors extends Record<string, string>>(
  fields: Readonly<Record<NoInfer<keyof Errors>, HTMLElement>>,
  errors: Errors,
): Promise<void> {
  for (const [name, message] of Object.entries(errors)) await expectFieldError(fields[name as keyof Errors], message)
}

/**
 * Clicks submit and expects the form to refuse: each named field in error with its message (list
 * them in form order), and the focus on the first of them. Client rules and a 422 look the same.
 */
export async function expectSubmitRefused<const Errors extends Record<string, string>>(
  fields: Readonly<Record<NoInfer<keyof Errors> | 'submit', HTMLElement>>,
  errors: Errors,
): Promise<void> {
  await userEvent.click(fields.submit)
  await expectFieldErrors(fields, errors)
  const [first] = Object.keys(errors)
  if (first === undefined) throw new Error('expectSubmitRefused: name at least one field in error')
  await expect(fields[first as keyof Errors]).toHaveFocus()
}

/**
 * Three fast clicks on submit: the button the form shows meanwhile (`busyName`, e.g. 'Sending...')
 * must be disabled right after them. Returns that button.
 */
export async function clickThreeTimes(
  canvasElement: HTMLElement,
  submit: HTMLElement,
  busyName: string,
): Promise<HTMLElement> {
  await userEvent.click(submit)
  await userEvent.click(submit)
  await userEvent.click(submit)
  const busy = within(canvasElement).getByRole('button', { name: busyName })
  await expect(busy).toBeDisabled()
  return busy
}

/** Expects the page not to scroll sideways (on a 390 px phone). */
export async function expectNoSidewaysScroll(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
}

/** Expects a button to span the phone's width (more than 300 of 390 px). */
export async function expectFullWidth(button: HTMLElement): Promise<void> {
  await expect(button.getBoundingClientRect().width).toBeGreaterThan(300)
}

/** `onSubmit` args (spies) for the form components' own stories, e.g. `args: { onSubmit: onSubmitThat.fails() }`. */
export const onSubmitThat = {
  /** The call succeeds. */
  resolves: () => fn(() => Promise.resolve()),
  /** The call never ends (the form stays busy). */
  neverEnds: () => fn(() => new Promise<never>(() => undefined)),
  /** The call fails with a 500 (the form hands it to `onFailure`). */
  fails: () => fn(() => Promise.reject(serverError())),
  /** The call fails with the shop's 422: these messages per field (the form puts them under the fields). */
  answers422: (errors: Record<string, string[]>) => fn(() => Promise.reject(validationError(errors))),
}

// The content forms, shared by the form components' stories and their pages' stories.

/** The contact form (ContactForm, /contact-us). */
export const contactFields = formFields({
  name: { textbox: 'Name' },
  email: { textbox: 'Email' },
  phone: { textbox: 'Phone' },
  message: { textbox: 'Message' },
  submit: { button: 'Send Message' },
})

/** The prescription upload form (PrescriptionForm, /upload-prescription). */
export const prescriptionFields = formFields({
  name: { textbox: 'Name' },
  phone: { textbox: 'Phone' },
  email: { textbox: 'Email' },
  file: { label: /^Prescription/ },
  submit: { button: 'Upload Prescription' },
})

/** The stock request form (StockRequestForm, /stock-request/{slug}). */
export const stockRequestFields = formFields({
  name: { textbox: 'Name' },
  phone: { textbox: 'Phone' },
  email: { textbox: 'Email (optional)' },
  quantity: { textbox: 'Quantity' },
  submit: { button: 'Send Request' },
})

/** The B2B registration form (B2BRegistrationForm, /b2b-registration). */
export const b2bFields = formFields({
  organization: { textbox: 'Organization' },
  name: { textbox: 'Contact person' },
  phone: { textbox: 'Phone' },
  email: { textbox: 'Email (optional)' },
  address: { textbox: 'Address (optional)' },
  submit: { button: 'Register Now' },
})
