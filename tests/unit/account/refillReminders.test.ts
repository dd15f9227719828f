import { beforeEach, describe, expect, it } from 'vitest'
import { readReminders, removeReminder, saveReminder, type RefillReminder } from '@/account/refillReminders'
import { REFILL_REMINDERS_KEY } from '@/account/refillKey'

const napa: RefillReminder = {
  productId: 1001,
  slug: 'napa-500-mg-tablet',
  name: 'Napa 500 mg',
  plan: { perDay: 2 },
  orderedOn: '2026-11-20',
  quantity: 3,
  runOut: '2026-12-05',
  remindOn: '2026-12-03',
}
const seclo: RefillReminder = {
  ...napa,
  productId: 1010,
  slug: 'seclo-20-mg-capsule',
  name: 'Seclo 20 mg',
  plan: { everyDays: 30 },
}

describe('refill reminders in storage (key `refillReminders`)', () => {
  beforeEach(() => localStorage.clear())

  it('is written exactly: reminders per customer id', () => {
    expect(REFILL_REMINDERS_KEY).toBe('refillReminders')
    saveReminder(7, napa)
    saveReminder(7, seclo)
    saveReminder(8, seclo)
    expect(JSON.parse(localStorage.getItem('refillReminders') ?? 'null')).toEqual({ 7: [napa, seclo], 8: [seclo] })
    expect(readReminders(7)).toEqual([napa, seclo])
    // Saving again replaces that product's reminder.
    saveReminder(7, { ...napa, plan: { perDay: 1 }, runOut: '2026-12-20', remindOn: '2026-12-18' })
    expect(readReminders(7).map((r) => [r.productId, r.runOut])).toEqual([
      [1010, '2026-12-05'],
      [1001, '2026-12-20'],
    ])
  })

  it('removes one, and the key when nobody has any left', () => {
    saveReminder(7, napa)
    expect(removeReminder(7, 1001)).toEqual([])
    expect(localStorage.getItem('refillReminders')).toBeNull()
  })

  it('is read tolerantly: garbage, wrong shapes and repeated products', () => {
    localStorage.setItem('refillReminders', '{not json')
    expect(readReminders(7)).toEqual([])
    localStorage.setItem('refillReminders', '[1,2]')
    expect(readReminders(7)).toEqual([])
    localStorage.setItem(
      'refillReminders',
      JSON.stringify({
        7: [
          napa,
          { ...napa, name: 'again' },
          { ...seclo, plan: { everyDays: 20 } },
          { ...seclo, runOut: '2026-13-01' },
          'x',
          null,
        ],
        8: 'not a list',
      }),
    )
    expect(readReminders(7)).toEqual([napa])
    expect(readReminders(8)).toEqual([])
    // Writing for one customer keeps the other customers' entries as they were.
    saveReminder(7, seclo)
    const stored = JSON.parse(localStorage.getItem('refillReminders') ?? 'null') as Record<string, unknown>
    expect(stored[8]).toBe('not a list')
  })
})
