import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { SUBSCRIBE_FAILED, SUBSCRIBE_SUCCESS, subscribeOutcome } from '@/newsletter/subscribe'
import { english } from '../../support/i18n'
import { homeTitle } from '@/pages/HomePage'

describe('newsletter sign-up against the mock shop', () => {
  afterEach(() => vi.restoreAllMocks())

  it('subscribes a new email', async () => {
    await expect(subscribeOutcome('new.reader@example.com')).resolves.toEqual({
      ok: true,
      message: 'Subscribe Successful',
    })
  })

  it('gives the first email message of a 422 for the field', async () => {
    await expect(subscribeOutcome('newsletter@medibazar.test')).resolves.toEqual({
      ok: false,
      fieldError: 'The email has already been taken.',
    })
    await expect(subscribeOutcome('not-an-email')).resolves.toEqual({
      ok: false,
      fieldError: 'The email must be a valid email address.',
    })
  })

  it('logs any other failure and gives no field message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.post('*/api/subscribe', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    await expect(subscribeOutcome('x@example.com')).resolves.toEqual({ ok: false, fieldError: null })
    expect(log).toHaveBeenCalledWith('Subscribe failed', expect.anything())
  })

  it('a 422 without an email message counts as another failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(
      http.post('*/api/subscribe', () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { name: ['x'] } }, { status: 422 }),
      ),
    )
    await expect(subscribeOutcome('x@example.com')).resolves.toEqual({ ok: false, fieldError: null })
  })
})

describe('home page texts', () => {
  it('uses the spec’s messages verbatim', () => {
    expect(english(SUBSCRIBE_SUCCESS)).toBe('Subscribe Successful')
    expect(english(SUBSCRIBE_FAILED)).toBe('Something Wrong!')
  })

  it('titles the page with the brand, the home meta title and the suffix', () => {
    expect(homeTitle('Buy Medicines Online', 'Online Pharmacy')).toBe(
      'MediBazar - Buy Medicines Online | Online Pharmacy',
    )
    expect(homeTitle('   ', 'Online Pharmacy')).toBe('MediBazar | Online Pharmacy')
    expect(homeTitle(undefined, 'Online Pharmacy')).toBe('MediBazar | Online Pharmacy')
  })
})
