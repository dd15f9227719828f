/** Saved addresses: add, edit, delete and activate keep exactly one active address. */
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER, FRESH_CUSTOMER } from '@mocks/data'
import { mockToken } from '@mocks/session'
import { at, demoToken, get, list, post } from './helpers'

let token = ''
beforeEach(async () => {
  token = await demoToken()
})

const addresses = async (userId: number = DEMO_CUSTOMER.id) =>
  list((await get(`/api/auth/user-address/${userId}`, { token })).body, 'data')
const activeIds = async (userId?: number) =>
  (await addresses(userId)).filter((a) => at(a, 'status') === 0).map((a) => at(a, 'id'))

const fields = {
  first_name: 'Rahima',
  last_name: 'Akter',
  email: 'demo@medibazar.test',
  phone: '01711000000',
  city: 'Dhaka',
  area: 'Uttara',
  additional_address: 'Sector 7',
  address_line_one: 'House 9, Road 14',
  address_line_tow: '',
  user_id: DEMO_CUSTOMER.id,
}

describe('addresses', () => {
  it('activating another address leaves exactly one active', async () => {
    expect(await activeIds()).toEqual([11])
    expect((await post('/api/auth/update-address/12', {}, { token })).body).toEqual({
      message: 'Address Active Successful!',
    })
    expect(await activeIds()).toEqual([12])
    expect((await get(`/api/auth/customer-active-address/${DEMO_CUSTOMER.id}`, { token })).body).toMatchObject({
      data: { id: 12, area: 'Gulshan' },
    })
    expect((await post('/api/auth/update-address/999', {}, { token })).status).toBe(404)
  })

  it('a new address is inactive, except the first one of a customer', async () => {
    const added = await post('/api/auth/add-address', fields, { token })
    expect(added.body).toMatchObject({
      message: 'New Address Added Successful!',
      data: {
        status: 1,
        area: 'Uttara',
        city: 'Dhaka',
        deliverycharge: '0.00',
        address: 'House 9, Road 14, Uttara, Dhaka',
      },
    })
    expect(await addresses()).toHaveLength(4)
    expect(await activeIds()).toEqual([11])

    const fresh = mockToken(FRESH_CUSTOMER.id)
    const first = await post(
      '/api/auth/add-address',
      { ...fields, user_id: FRESH_CUSTOMER.id, city: 'chattogram', area: 'agrabad' },
      { token: fresh },
    )
    expect(first.body).toMatchObject({
      data: { status: 0, city: 'Chattogram', area: 'Agrabad', deliverycharge: '120.00' },
    })
  })

  it('deleting the active address makes another one active', async () => {
    expect((await post('/api/auth/remove-address/11', {}, { token })).body).toEqual({
      message: 'Address Deleted Successful!',
    })
    expect(await addresses()).toHaveLength(2)
    expect(await activeIds()).toHaveLength(1)
    await post('/api/auth/remove-address/12', {}, { token })
    await post('/api/auth/remove-address/13', {}, { token })
    expect(await addresses()).toEqual([])
    expect((await get(`/api/auth/customer-active-address/${DEMO_CUSTOMER.id}`, { token })).body).toEqual({ data: null })
  })

  it('loads and updates an address; the area decides the delivery charge', async () => {
    expect((await get('/api/auth/update-get-address/13', { token })).body).toMatchObject({
      data: { area: 'Agrabad', deliverycharge: '120.00' },
    })
    const updated = await post('/api/auth/update-user-address/13', { ...fields, area: 'Mirpur' }, { token })
    expect(updated.body).toMatchObject({
      message: 'Address Update Successful!',
      data: { id: 13, area: 'Mirpur', deliverycharge: '0.00', status: 1 },
    })
  })

  it('answers 422 with the address fields, and for an area of another city', async () => {
    const empty = await post('/api/auth/add-address', { email: 'x' }, { token })
    expect(Object.keys(at(empty.body, 'errors') as object)).toEqual([
      'first_name',
      'address_line_one',
      'city',
      'area',
      'phone',
      'email',
    ])
    expect(at(empty.body, 'errors', 'first_name', 0)).toBe('The first name field is required.')
    const mismatch = await post('/api/auth/update-user-address/12', { ...fields, area: 'Agrabad' }, { token })
    expect(at(mismatch.body, 'errors', 'area', 0)).toBe('The selected area is invalid.')
  })
})
