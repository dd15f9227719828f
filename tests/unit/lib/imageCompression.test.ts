import { describe, expect, test } from 'vitest'
import { COMPRESS_ABOVE_BYTES, compressLargeImage, isCompressible } from '@/lib/imageCompression'

const file = (type: string, size: number, name = 'x') => new File([new Uint8Array(size)], name, { type })

describe('which chosen files are made smaller before upload', () => {
  test('a JPEG, PNG or WEBP photo over 1 MB is', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG']) {
      expect(isCompressible(file(type, COMPRESS_ABOVE_BYTES + 1))).toBe(true)
    }
  })

  test('a photo of 1 MB or less is sent as it is', () => {
    expect(isCompressible(file('image/jpeg', COMPRESS_ABOVE_BYTES))).toBe(false)
    expect(compressLargeImage(file('image/jpeg', 900 * 1024))).toBeNull()
  })

  test('a PDF, a GIF (may be animated) or a file of unknown type is never touched, whatever its size', () => {
    for (const type of ['application/pdf', 'image/gif', '']) {
      expect(compressLargeImage(file(type, 4 * 1024 * 1024))).toBeNull()
    }
  })
})
