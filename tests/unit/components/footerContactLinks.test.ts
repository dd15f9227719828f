import { describe, expect, it } from 'vitest'
import { contactHref, externalHref, mailtoHref, telHref, whatsappHref } from '@/components/layout/Footer/contactLinks'

describe('footer contact links', () => {
  it('builds tel: links from numbers as shops write them', () => {
    expect(telHref('01712-345678')).toBe('tel:01712345678')
    expect(telHref('+880 1712-345678')).toBe('tel:+8801712345678')
    expect(telHref('N/A')).toBeNull()
  })

  it('builds wa.me links in international form', () => {
    expect(whatsappHref('01712345678')).toBe('https://wa.me/8801712345678')
    expect(whatsappHref('+880 1712 345678')).toBe('https://wa.me/8801712345678')
    expect(whatsappHref('008801712345678')).toBe('https://wa.me/8801712345678')
    expect(whatsappHref('https://wa.me/8801712345678')).toBe('https://wa.me/8801712345678')
    expect(whatsappHref('')).toBeNull()
    expect(whatsappHref('call us')).toBeNull()
  })

  it('accepts only real emails for mailto:', () => {
    expect(mailtoHref(' support@medibazar.com.bd ')).toBe('mailto:support@medibazar.com.bd')
    expect(mailtoHref('support')).toBeNull()
  })

  it('accepts only http(s) URLs as external links', () => {
    expect(externalHref('https://www.facebook.com/medibazar')).toBe('https://www.facebook.com/medibazar')
    expect(externalHref('javascript:alert(1)')).toBeNull()
    expect(externalHref('#')).toBeNull()
    expect(externalHref('')).toBeNull()
  })

  it('links the CEO contact whatever it is', () => {
    expect(contactHref('ceo@medibazar.com.bd')).toBe('mailto:ceo@medibazar.com.bd')
    expect(contactHref('+880 1811-000000')).toBe('tel:+8801811000000')
    expect(contactHref('https://www.linkedin.com/in/ceo')).toBe('https://www.linkedin.com/in/ceo')
    expect(contactHref('Mr. Rahman')).toBeNull()
  })
})
