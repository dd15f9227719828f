import { beforeEach, describe, expect, it } from 'vitest'
import { configureClient } from '@/api/client'
import { PLACEHOLDER_IMAGE, productImageUrl, uploadUrl } from '@/api/images'

describe('image URLs', () => {
  let previous: ReturnType<typeof configureClient>
  beforeEach(() => {
    previous = configureClient({ baseUrl: 'https://api.shop.test' })
    return () => void configureClient(previous)
  })

  it('puts product images under the uploads product folder of the API origin', () => {
    expect(productImageUrl('napa-500.svg')).toBe('https://api.shop.test/uploads/product/napa-500.svg')
  })

  it('falls back to medi_de.webp when main_image is empty', () => {
    expect(productImageUrl('')).toBe(PLACEHOLDER_IMAGE)
    expect(productImageUrl(null)).toBe('/medi_de.webp')
    expect(productImageUrl('   ')).toBe('/medi_de.webp')
  })

  it('encodes file names and keeps absolute URLs', () => {
    expect(uploadUrl('banner', 'eid sale #1.webp')).toBe('https://api.shop.test/uploads/banner/eid%20sale%20%231.webp')
    expect(uploadUrl('banner', 'https://cdn.test/b.webp')).toBe('https://cdn.test/b.webp')
    expect(uploadUrl('page', '/storage/p.webp')).toBe('https://api.shop.test/storage/p.webp')
  })

  it('uses the same origin when no base URL is set', () => {
    configureClient({ baseUrl: '' })
    expect(productImageUrl('x.svg')).toBe('/uploads/product/x.svg')
  })
})
