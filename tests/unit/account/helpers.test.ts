import { describe, expect, it } from 'vitest'
import type { Address, OrderLine } from '@/api/entities'
import { addressLines, addressName, isActiveAddress } from '@/components/account/AddressList'
import { isFreeItem, lineSubTotal, paymentTypeLabel, unitPaid } from '@/components/account/OrderDetails'
import { shippingAddressLine } from '@/components/account/ProfileTable'
import { idFromParam, pageFromQuery } from '@/account/params'

const address: Address = {
  id: 11,
  status: 0,
  user_id: 7,
  first_name: 'Rahima',
  last_name: 'Akter',
  email: 'demo@medibazar.test',
  phone: '01711000000',
  city: 'Dhaka',
  area: 'Dhanmondi',
  additional_address: '',
  deliverycharge: 0,
  address_line_one: 'House 27, Road 9/A',
  address_line_tow: 'Flat 4B',
  address: '',
}

const line: OrderLine = {
  id: 1,
  product_id: 1001,
  product_name: 'Napa 500 mg Tablet',
  strength: '500 mg',
  unit: 'Strip',
  quantity: 3,
  price: 12,
  discount: 0.6,
  total: null,
  product: { unit_description: '10 Tablets (1 Strip)' },
}

describe('account display helpers', () => {
  it('writes the active address as line one, area, city', () => {
    expect(shippingAddressLine(address)).toBe('House 27, Road 9/A, Dhanmondi, Dhaka')
    expect(shippingAddressLine({ ...address, area: ' ' })).toBe('House 27, Road 9/A, Dhaka')
  })

  it('names and lists an address; status 0 is the active one', () => {
    expect(addressName(address)).toBe('Rahima Akter')
    expect(addressName({ first_name: 'Rahima Akter', last_name: '' })).toBe('Rahima Akter')
    expect(addressLines(address)).toEqual(['House 27, Road 9/A', 'Flat 4B', 'Dhanmondi, Dhaka'])
    expect(addressLines({ ...address, address_line_tow: '' })).toEqual(['House 27, Road 9/A', 'Dhanmondi, Dhaka'])
    expect(isActiveAddress(address)).toBe(true)
    expect(isActiveAddress({ status: 1 })).toBe(false)
  })

  it('prices order lines to the paisa', () => {
    expect(unitPaid(line)).toBe(11.4)
    expect(lineSubTotal(line)).toBe(34.2)
    expect(lineSubTotal({ ...line, total: 30 })).toBe(30)
    expect(unitPaid({ price: 1, discount: 5 })).toBe(0)
  })

  it('knows a free gift pack', () => {
    expect(isFreeItem({ product: null, price: 0 })).toBe(true)
    expect(isFreeItem({ product: null, price: 10 })).toBe(false)
    expect(isFreeItem(line)).toBe(false)
  })

  it('names payment types', () => {
    expect(paymentTypeLabel('cod')).toBe('Cash on Delivery')
    expect(paymentTypeLabel('SSL')).toBe('Online Payment')
    expect(paymentTypeLabel('bkash')).toBe('bkash')
    expect(paymentTypeLabel('')).toBe('Cash on Delivery')
  })

  it('reads route ids and the page query strictly', () => {
    expect(idFromParam('113')).toBe(113)
    for (const bad of [undefined, '', 'abc', '0', '-3', '1.5', '1e3x']) expect(idFromParam(bad)).toBeNull()
    expect(pageFromQuery('2')).toBe(2)
    for (const bad of [null, '', '0', '-1', '2.5', 'two']) expect(pageFromQuery(bad)).toBe(1)
  })
})
