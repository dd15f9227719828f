/** Seed customers, addresses and prescriptions. Passwords are plain text: this is a mock. */
import { seedTimestamp } from '../lib/time'
import type { AddressRecord, CustomerRecord, PrescriptionRecord } from '../store/schema'

/** Signs in with demo@medibazar.test / demo1234 or by phone 01711000000 with PIN 1234. */
export const DEMO_CUSTOMER = {
  id: 7,
  name: 'Rahima Akter',
  email: 'demo@medibazar.test',
  password: 'demo1234',
  phone: '01711000000',
} as const

/** The only customer who sees SKUs (pos_id) on product pages. */
export const STAFF_CUSTOMER = {
  id: 2,
  name: 'Tanvir Hasan',
  email: 'staff@medibazar.test',
  password: 'staff1234',
  phone: '01811000000',
} as const

/** A customer without orders or addresses (NEWUSER coupon, empty states). */
export const FRESH_CUSTOMER = {
  id: 8,
  name: 'Arif Hossain',
  email: 'arif@medibazar.test',
  password: 'arif1234',
  phone: '01911000000',
} as const

/** Every phone matching this gets the same one-time PIN. */
export const OTP_PHONE_PATTERN = /^01[3-9]\d{8}$/
export const DEMO_OTP = '1234'

/** Valid reset-password token for the demo customer (/reset-password/demo-reset-token). */
export const DEMO_RESET_TOKEN = 'demo-reset-token'

export const customerSeed: CustomerRecord[] = [
  { ...STAFF_CUSTOMER, image: '', wallet: '0.00', created_at: seedTimestamp('2025-08-01T10:00:00') },
  { ...DEMO_CUSTOMER, image: 'rahima-akter.svg', wallet: '250.00', created_at: seedTimestamp('2025-11-12T14:20:00') },
  { ...FRESH_CUSTOMER, image: '', wallet: '0.00', created_at: seedTimestamp('2026-10-30T08:45:00') },
]

const demoContact = {
  user_id: DEMO_CUSTOMER.id,
  first_name: 'Rahima',
  last_name: 'Akter',
  email: DEMO_CUSTOMER.email,
  phone: DEMO_CUSTOMER.phone,
}

export const addressSeed: AddressRecord[] = [
  {
    ...demoContact,
    id: 11,
    status: 0,
    city: 'Dhaka',
    area: 'Dhanmondi',
    additional_address: 'Near Dhanmondi Lake, beside the mosque',
    deliverycharge: '0.00',
    address_line_one: 'House 27, Road 9/A',
    address_line_tow: 'Flat 4B',
    address: 'House 27, Road 9/A, Flat 4B, Dhanmondi, Dhaka',
  },
  {
    ...demoContact,
    id: 12,
    status: 1,
    city: 'Dhaka',
    area: 'Gulshan',
    additional_address: 'Office hours 9 am - 6 pm',
    deliverycharge: '0.00',
    address_line_one: 'Level 5, Navana Tower, 45 Gulshan Avenue',
    address_line_tow: '',
    address: 'Level 5, Navana Tower, 45 Gulshan Avenue, Gulshan, Dhaka',
  },
  {
    ...demoContact,
    id: 13,
    status: 1,
    first_name: 'Abdul',
    last_name: 'Karim',
    phone: '01819000111',
    city: 'Chattogram',
    area: 'Agrabad',
    additional_address: "Parents' home",
    deliverycharge: '120.00',
    address_line_one: 'House 5, Lane 3, Agrabad C/A',
    address_line_tow: '',
    address: 'House 5, Lane 3, Agrabad C/A, Agrabad, Chattogram',
  },
  {
    id: 14,
    status: 0,
    user_id: STAFF_CUSTOMER.id,
    first_name: 'Tanvir',
    last_name: 'Hasan',
    email: STAFF_CUSTOMER.email,
    phone: STAFF_CUSTOMER.phone,
    city: 'Dhaka',
    area: 'Mirpur',
    additional_address: '',
    deliverycharge: '0.00',
    address_line_one: 'House 12, Road 3, Section 10',
    address_line_tow: '',
    address: 'House 12, Road 3, Section 10, Mirpur, Dhaka',
  },
]

export const prescriptionSeed: PrescriptionRecord[] = [
  {
    id: 1,
    user_id: DEMO_CUSTOMER.id,
    created_at: seedTimestamp('2026-08-04T11:12:00'),
    name: 'Rahima Akter',
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    prescription: 'prescription-1.svg',
  },
  {
    id: 2,
    user_id: DEMO_CUSTOMER.id,
    created_at: seedTimestamp('2026-09-18T17:40:00'),
    name: 'Abdul Karim (father)',
    email: DEMO_CUSTOMER.email,
    phone: '01819000111',
    prescription: 'prescription-2.svg',
  },
  {
    id: 3,
    user_id: DEMO_CUSTOMER.id,
    created_at: seedTimestamp('2026-11-02T09:05:00'),
    name: 'Rahima Akter',
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    prescription: 'prescription-3.svg',
  },
]
