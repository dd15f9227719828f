/**
 * Everything shoppers send that the shop only records: subscribers, contact messages, stock
 * requests, B2B registrations, prescriptions, recommended products and the signed-in cart.
 */
import { laravelTimestamp } from '../lib/time'
import { nextId } from './ids'
import type { B2bRegistration, ContactMessage, PrescriptionRecord, ShopState, StockRequest } from './schema'
import type { MockStore } from './store'

/** The id and timestamp of a new entry of a list. */
function stamp(list: ReadonlyArray<{ id: number }>): { id: number; created_at: string } {
  return { id: nextId(list), created_at: laravelTimestamp() }
}

type New<T> = Omit<T, 'id' | 'created_at'>

export function addMessage(store: MockStore, entry: New<ContactMessage>): void {
  store.update((state) => {
    state.messages.push({ ...entry, ...stamp(state.messages) })
  })
}

export function addStockRequest(store: MockStore, entry: New<StockRequest>): void {
  store.update((state) => {
    state.stockRequests.push({ ...entry, ...stamp(state.stockRequests) })
  })
}

export function addB2bRegistration(store: MockStore, entry: New<B2bRegistration>): void {
  store.update((state) => {
    state.b2bRegistrations.push({ ...entry, ...stamp(state.b2bRegistrations) })
  })
}

export function isSubscribed(state: ShopState, email: string): boolean {
  return state.subscribers.includes(email.trim().toLowerCase())
}

export function addSubscriber(store: MockStore, email: string): void {
  store.update((state) => {
    state.subscribers.push(email.trim().toLowerCase())
  })
}

/** Uploaded files are not kept: each upload refers to the stock sample file under uploads/prescription. */
export const UPLOADED_PRESCRIPTION = 'uploaded-prescription.svg'

export function addPrescription(
  store: MockStore,
  entry: Omit<PrescriptionRecord, 'id' | 'created_at' | 'prescription'>,
): PrescriptionRecord {
  return store.update((state) => {
    const prescription: PrescriptionRecord = {
      ...entry,
      ...stamp(state.prescriptions),
      prescription: UPLOADED_PRESCRIPTION,
    }
    state.prescriptions.push(prescription)
    return prescription
  })
}

/** The customer's prescriptions, newest first. */
export function prescriptionsOf(state: ShopState, userId: number): PrescriptionRecord[] {
  return state.prescriptions.filter((p) => p.user_id === userId).sort((a, b) => b.id - a.id)
}

const MAX_RECOMMENDED = 12

/** Moves the product to the front of the recommended row. */
export function recommend(store: MockStore, productId: number): void {
  store.update((state) => {
    state.recommended = [productId, ...state.recommended.filter((id) => id !== productId)].slice(0, MAX_RECOMMENDED)
  })
}

/** Add-or-update: sets the quantity of the product in the customer's server cart. */
export function setCartItem(store: MockStore, userId: number, productId: number, qty: number): void {
  store.update((state) => {
    const cart = (state.carts[String(userId)] ??= [])
    const line = cart.find((l) => l.productId === productId)
    if (line) line.qty = qty
    else cart.push({ productId, qty })
  })
}

export function removeCartItem(store: MockStore, userId: number, productId: number): void {
  store.update((state) => {
    const cart = state.carts[String(userId)]
    if (cart) state.carts[String(userId)] = cart.filter((l) => l.productId !== productId)
  })
}
