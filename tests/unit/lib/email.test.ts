import { describe, expect, it } from 'vitest'
import { isEmail, isEmailOrEmpty } from '@/lib/email'

describe('the email rule', () => {
  it('accepts addresses with a domain and a dot-separated ending, trimmed', () => {
    for (const email of ['demo@medibazar.test', ' support@medibazar.com.bd ', 'n.jahan+orders@example.co']) {
      expect(isEmail(email)).toBe(true)
    }
  })

  it('refuses what is not an address', () => {
    for (const email of [
      '',
      'support',
      'n@example',
      'n example.com',
      '@example.com',
      'shakil@',
      'a@b',
      'javascript:alert(1)',
    ]) {
      expect(isEmail(email)).toBe(false)
    }
  })

  it('lets an optional field stay empty', () => {
    expect(isEmailOrEmpty('')).toBe(true)
    expect(isEmailOrEmpty('   ')).toBe(true)
    expect(isEmailOrEmpty('x@')).toBe(false)
    expect(isEmailOrEmpty('x@example.com')).toBe(true)
  })
})
