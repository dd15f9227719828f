/** Laravel 422 answers for the forms of spec 001 s5 (and the newsletter, spec 000 s5). */
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER } from '@mocks/data'
import { at, call, demoToken, formData, pngFile, post, productId } from './helpers'

async function errorsOf(path: string, body: unknown, auth = false): Promise<Record<string, unknown>> {
  const token = auth ? await demoToken() : undefined
  const answer = await call('POST', path, { body, token })
  expect(answer.status, answer.text).toBe(422)
  expect(at(answer.body, 'message')).toBe('The given data was invalid.')
  return at(answer.body, 'errors') as Record<string, unknown>
}

describe('422 validation', () => {
  it.each([
    ['/api/auth/user-register', ['name', 'email', 'password', 'password_confirmation']],
    ['/api/otp-login', ['phone']],
    ['/api/order-store', ['firstname', 'address_line_one', 'city', 'area', 'phone']],
    ['/api/pay-via-ajax', ['firstname', 'address_line_one', 'city', 'area', 'phone']],
    ['/api/upload-prescription', ['name', 'phone', 'email', 'prescription']],
    ['/api/v2/update-profile-photo', ['user_id', 'image']],
    ['/api/send-message', ['name', 'email', 'phone', 'message']],
    ['/api/product-request', ['customer_name', 'customer_phone', 'request_quantity', 'product_id']],
    ['/api/b-to-b-registration', ['organization']],
    ['/api/auth/reset-password', ['password', 'password_confirmation']],
    ['/api/subscribe', ['email']],
    ['/api/store-recommended-product', ['product_id']],
    ['/api/v2/coupon-code-apply', ['coupon_code', 'userId']],
    ['/api/v2/store-cart-item', ['productId', 'qty', 'userId']],
    ['/api/v2/remove-cart-item', ['productId', 'userId']],
  ])('%s requires %j', async (path, fields) => {
    const errors = await errorsOf(path, {})
    expect(Object.keys(errors)).toEqual(fields)
    for (const field of fields) {
      const attr = field
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .toLowerCase()
        .replace(/_/g, ' ')
      expect(errors[field]).toEqual([`The ${attr} field is required.`])
    }
  })

  it('address, profile and cancel forms', async () => {
    expect(Object.keys(await errorsOf('/api/auth/add-address', {}, true))).toEqual([
      'first_name',
      'address_line_one',
      'city',
      'area',
      'phone',
    ])
    expect(Object.keys(await errorsOf('/api/auth/update-user-address/11', {}, true))).toEqual([
      'first_name',
      'address_line_one',
      'city',
      'area',
      'phone',
    ])
    expect(
      await errorsOf(
        `/api/auth/update-profile/${DEMO_CUSTOMER.id}`,
        { name: '', email: 'staff@medibazar.test', phone: '' },
        true,
      ),
    ).toEqual({
      name: ['The name field is required.'],
      email: ['The email has already been taken.'],
      phone: ['The phone field is required.'],
    })
    expect(await errorsOf('/api/v2/store-cancel-order/112', { reason: '  ' })).toEqual({
      reason: ['The reason field is required.'],
    })
  })

  it('formats: emails, numbers, files', async () => {
    expect(await errorsOf('/api/send-message', { name: 'a', email: 'not-mail', phone: '1', message: 'm' })).toEqual({
      email: ['The email must be a valid email address.'],
    })
    expect(
      await errorsOf('/api/product-request', {
        customer_name: 'K',
        customer_email: 'bad',
        customer_phone: '017',
        request_quantity: 'ten',
        product_id: productId('reset-500-mg-tablet'),
      }),
    ).toEqual({
      customer_email: ['The customer email must be a valid email address.'],
      request_quantity: ['The request quantity must be an integer.'],
    })
    expect(await errorsOf('/api/subscribe', { email: 'newsletter@medibazar.test' })).toEqual({
      email: ['The email has already been taken.'],
    })
    const pdfAsPhoto = formData({ user_id: '7', image: new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }) })
    expect(await errorsOf('/api/v2/update-profile-photo', pdfAsPhoto)).toEqual({
      image: ['The image must be an image.'],
    })
    const wrongType = formData({
      name: 'R',
      email: 'r@x.io',
      phone: '01711000000',
      prescription: new File(['x'], 'notes.txt', { type: 'text/plain' }),
    })
    expect(await errorsOf('/api/upload-prescription', wrongType)).toEqual({
      prescription: ['The prescription must be a file of type: jpg, jpeg, png, webp, pdf.'],
    })
    const missingFile = formData({ name: 'R', email: 'r@x.io', phone: '01711000000' })
    expect(await errorsOf('/api/upload-prescription', missingFile)).toEqual({
      prescription: ['The prescription field is required.'],
    })
  })

  it('a valid multipart prescription upload adds a record to My Prescription', async () => {
    const token = await demoToken()
    const upload = formData({
      user_id: '7',
      name: 'Rahima Akter',
      email: 'demo@medibazar.test',
      phone: '01711000000',
      prescription: pngFile('rx.jpg'),
    })
    expect((await post('/api/upload-prescription', upload)).body).toEqual({
      message: 'Prescription Upload Successfull!',
    })
    const mine = await call('GET', '/api/auth/my-prescription/7', { token })
    expect(at(mine.body, 'data', 0)).toMatchObject({ name: 'Rahima Akter', prescription: 'uploaded-prescription.svg' })
    expect((at(mine.body, 'data') as unknown[]).length).toBe(4)
  })
})
