/** Profile, wallet, totals and prescriptions of a customer. */
import { notFound } from '../lib/failure'
import { email, exists, image, maxKilobytes, mimes, required, text, unique, validate, file } from '../lib/validation'
import { shop } from '../store'
import { activeAddressOf } from '../store/addresses'
import { emailTaken, findCustomer, setProfilePhoto, updateProfile } from '../store/customers'
import { addPrescription, prescriptionsOf } from '../store/inbox'
import { ordersOf } from '../store/orders'
import type { CustomerRecord } from '../store/schema'
import { idOf, json, message, readFields, route } from './http'
import { toCustomer } from './present'
import { requireCustomer } from './session'

/** The customer named by a path id, or a thrown 404. */
export function customerAt(id: string): CustomerRecord {
  const customer = findCustomer(shop().state, idOf(id) ?? 0)
  if (!customer) throw notFound('Customer')
  return customer
}

const knownCustomer = exists((v) => findCustomer(shop().state, idOf(v) ?? 0) !== undefined)

export const accountHandlers = [
  route('GET', '/api/auth/order-total/{customerId}', ({ request, param }) => {
    requireCustomer(request)
    return json({ total: ordersOf(shop().state, customerAt(param('customerId')).id).length })
  }),

  route('GET', '/api/auth/wallet-blacne/{customerId}', ({ request, param }) => {
    requireCustomer(request)
    return json({ data: { order_value: customerAt(param('customerId')).wallet } })
  }),

  route('GET', '/api/wallet-credit/{userId}', ({ param }) =>
    json({ data: { credit: customerAt(param('userId')).wallet } }),
  ),

  route('GET', '/api/auth/customer-active-address/{customerId}', ({ request, param }) => {
    requireCustomer(request)
    return json({ data: activeAddressOf(shop().state, customerAt(param('customerId')).id) })
  }),

  route('GET', '/api/auth/customer/{userId}', ({ request, param }) => {
    requireCustomer(request)
    const customer = customerAt(param('userId'))
    return json({ data: { ...toCustomer(customer), user_address: activeAddressOf(shop().state, customer.id) } })
  }),

  route('POST', '/api/auth/update-profile/{userId}', async ({ request, param }) => {
    requireCustomer(request)
    const customer = customerAt(param('userId'))
    const body = await readFields(request)
    validate(body, {
      name: [required],
      email: [required, email, unique((v) => emailTaken(shop().state, v, customer.id))],
      phone: [required],
    })
    const updated = updateProfile(shop(), customer.id, {
      name: text(body.name),
      email: text(body.email),
      phone: text(body.phone),
    })
    return json({ message: 'Profile update Successful!', user: updated ? toCustomer(updated) : toCustomer(customer) })
  }),

  route('POST', '/api/v2/update-profile-photo', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { user_id: [required, knownCustomer], image: [required, image, maxKilobytes(2048)] })
    const customer = setProfilePhoto(shop(), idOf(body.user_id) ?? 0)
    return json({ message: 'Image Upload Successful!', image: customer?.image ?? '' })
  }),

  route('GET', '/api/auth/my-prescription/{customerId}', ({ request, param }) => {
    requireCustomer(request)
    const list = prescriptionsOf(shop().state, customerAt(param('customerId')).id)
    return json({
      data: list.map(({ id, created_at, name, prescription }) => ({ id, created_at, name, prescription })),
    })
  }),

  route('POST', '/api/upload-prescription', async ({ request }) => {
    const body = await readFields(request)
    validate(body, {
      user_id: [knownCustomer],
      name: [required],
      phone: [required],
      email: [required, email],
      prescription: [required, file, mimes(['jpg', 'jpeg', 'png', 'webp', 'pdf']), maxKilobytes(5120)],
    })
    addPrescription(shop(), {
      user_id: idOf(body.user_id),
      name: text(body.name),
      email: text(body.email),
      phone: text(body.phone),
    })
    return message('Prescription Upload Successfull!')
  }),
]
