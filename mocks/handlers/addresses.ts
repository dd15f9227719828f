/** The customer's saved addresses (status 0 = the active one). */
import { notFound } from '../lib/failure'
import { findArea, findCity } from '../lib/locations'
import { email, exists, required, text, validate, type Fields, type RuleSet } from '../lib/validation'
import { shop } from '../store'
import {
  activateAddress,
  addAddress,
  addressesOf,
  findAddress,
  removeAddress,
  updateAddress,
  type AddressFields,
} from '../store/addresses'
import type { AddressRecord } from '../store/schema'
import { customerAt } from './account'
import { idOf, json, message, readFields, route } from './http'
import { requireCustomer } from './session'

function addressRules(body: Fields): RuleSet {
  return {
    first_name: [required],
    address_line_one: [required],
    city: [required, exists((v) => findCity(v) !== undefined)],
    area: [required, exists((v) => findArea(v, findCity(text(body.city))) !== undefined)],
    phone: [required],
    email: [email],
  }
}

function addressFields(body: Fields): AddressFields {
  return {
    first_name: text(body.first_name),
    last_name: text(body.last_name),
    email: text(body.email),
    phone: text(body.phone),
    city: text(body.city),
    area: text(body.area),
    additional_address: text(body.additional_address),
    address_line_one: text(body.address_line_one),
    address_line_tow: text(body.address_line_tow),
  }
}

function addressAt(id: string): AddressRecord {
  const address = findAddress(shop().state, idOf(id) ?? 0)
  if (!address) throw notFound('Address')
  return address
}

export const addressHandlers = [
  route('GET', '/api/auth/user-address/{customerId}', ({ request, param }) => {
    requireCustomer(request)
    return json({ data: addressesOf(shop().state, customerAt(param('customerId')).id) })
  }),

  route('GET', '/api/auth/update-get-address/{id}', ({ request, param }) => {
    requireCustomer(request)
    return json({ data: addressAt(param('id')) })
  }),

  route('POST', '/api/auth/update-address/{id}', ({ request, param }) => {
    requireCustomer(request)
    activateAddress(shop(), addressAt(param('id')).id)
    return message('Address Active Successful!')
  }),

  route('POST', '/api/auth/remove-address/{id}', ({ request, param }) => {
    requireCustomer(request)
    removeAddress(shop(), addressAt(param('id')).id)
    return message('Address Deleted Successful!')
  }),

  route('POST', '/api/auth/add-address', async ({ request }) => {
    const signedIn = requireCustomer(request)
    const body = await readFields(request)
    validate(body, addressRules(body))
    const owner = idOf(body.user_id) ?? signedIn.id
    const address = addAddress(shop(), customerAt(String(owner)).id, addressFields(body))
    return json({ message: 'New Address Added Successful!', data: address })
  }),

  route('POST', '/api/auth/update-user-address/{id}', async ({ request, param }) => {
    requireCustomer(request)
    const current = addressAt(param('id'))
    const body = await readFields(request)
    validate(body, addressRules(body))
    const address = updateAddress(shop(), current.id, addressFields(body))
    return json({ message: 'Address Update Successful!', data: address })
  }),
]
