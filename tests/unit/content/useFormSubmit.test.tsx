import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { useFormSubmit, type FormSubmit } from '@/components/form'

type Values = { name: string; phone: string }

interface Handle {
  form: UseFormReturn<Values>
  submit: FormSubmit
}

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

/** Renders a two-field form wired with useFormSubmit; returns the latest form and submit handle. */
function renderForm(options: {
  onSubmit: (values: Values) => Promise<unknown>
  onFailure?: (error: unknown) => void
  resetOnSuccess?: boolean
}): { current: () => Handle } {
  let latest: Handle | null = null
  function Harness() {
    const form = useForm<Values>({ defaultValues: { name: 'Karim', phone: '01712345678' } })
    const submit = useFormSubmit({ form, fields: ['name', 'phone'], ...options })
    latest = { form, submit }
    return (
      <form onSubmit={submit.onSubmit}>
        <input aria-label="Name" {...form.register('name')} />
        <input aria-label="Phone" {...form.register('phone')} />
      </form>
    )
  }
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(<Harness />))
  return {
    current: () => {
      if (!latest) throw new Error('not rendered')
      return latest
    },
  }
}

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const validation = (errors: Record<string, string[]>) =>
  new ApiError({ kind: 'http', status: 422, message: 'invalid', method: 'POST', url: '/api/x', fieldErrors: errors })

describe('useFormSubmit', () => {
  it('sends once for submits in the same tick, is busy while in flight, and free again after', async () => {
    const pending = deferred()
    const onSubmit = vi.fn(() => pending.promise)
    const handle = renderForm({ onSubmit })
    const { submit } = handle.current()

    let first!: Promise<void>
    await act(async () => {
      first = submit.onSubmit()
      void submit.onSubmit()
      void submit.onSubmit()
      await Promise.resolve()
    })
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Karim', phone: '01712345678' })
    expect(handle.current().submit.busy).toBe(true)

    // Still in flight after a re-render: ignored too.
    await act(async () => {
      await handle.current().submit.onSubmit()
    })
    expect(onSubmit).toHaveBeenCalledTimes(1)

    await act(async () => {
      pending.resolve()
      await first
    })
    expect(handle.current().submit.busy).toBe(false)

    onSubmit.mockImplementation(() => Promise.resolve())
    await act(async () => {
      await handle.current().submit.onSubmit()
    })
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('puts 422 messages under the fields, focuses the first in form order, and keeps the values', async () => {
    const onFailure = vi.fn()
    const handle = renderForm({
      onSubmit: () => Promise.reject(validation({ phone: ['The phone must be 11 digits.'], name: ['Too long.'] })),
      onFailure,
    })
    await act(async () => {
      await handle.current().submit.onSubmit()
    })
    const { form } = handle.current()
    expect(form.getFieldState('name').error?.message).toBe('Too long.')
    expect(form.getFieldState('phone').error?.message).toBe('The phone must be 11 digits.')
    expect(document.activeElement).toBe(document.querySelector('[aria-label="Name"]'))
    expect(form.getValues()).toEqual({ name: 'Karim', phone: '01712345678' })
    expect(onFailure).not.toHaveBeenCalled()
    expect(handle.current().submit.busy).toBe(false)
  })

  it('hands any other failure to onFailure and keeps the values', async () => {
    const onFailure = vi.fn()
    const failure = new ApiError({
      kind: 'network',
      status: 0,
      message: 'Network error',
      method: 'POST',
      url: '/api/x',
    })
    const handle = renderForm({ onSubmit: () => Promise.reject(failure), onFailure })
    await act(async () => {
      handle.current().form.setValue('name', 'Rahima')
      await handle.current().submit.onSubmit()
    })
    expect(onFailure).toHaveBeenCalledWith(failure)
    expect(handle.current().form.getValues('name')).toBe('Rahima')
  })

  it('a 422 with no field of the form is a failure too', async () => {
    const onFailure = vi.fn()
    const handle = renderForm({ onSubmit: () => Promise.reject(validation({ user_id: ['Unknown.'] })), onFailure })
    await act(async () => {
      await handle.current().submit.onSubmit()
    })
    expect(onFailure).toHaveBeenCalledTimes(1)
  })

  it('clears the form after success when asked, and only then', async () => {
    const cleared = renderForm({ onSubmit: () => Promise.resolve(), resetOnSuccess: true })
    await act(async () => {
      cleared.current().form.setValue('name', 'Rahima')
      await cleared.current().submit.onSubmit()
    })
    expect(cleared.current().form.getValues('name')).toBe('Karim')
    act(() => root?.unmount())

    const kept = renderForm({ onSubmit: () => Promise.resolve() })
    await act(async () => {
      kept.current().form.setValue('name', 'Rahima')
      await kept.current().submit.onSubmit()
    })
    expect(kept.current().form.getValues('name')).toBe('Rahima')
  })
})
