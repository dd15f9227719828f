import { describe, expect, it } from 'vitest'
import {
  PRESCRIPTION_FILE_RULES,
  acceptAttribute,
  fileProblem,
  formatFileSize,
  isAcceptedType,
  isImageFile,
  isPdfFile,
} from '@/components/form'

const MB = 1024 * 1024
const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('prescription file rules', () => {
  it('accepts JPG, PNG, WEBP and PDF by MIME type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'IMAGE/PNG']) {
      expect(isAcceptedType(file('rx', type), PRESCRIPTION_FILE_RULES)).toBe(true)
    }
  })

  it('refuses other types, whatever the name says', () => {
    for (const [name, type] of [
      ['rx.heic', 'image/heic'],
      ['rx.gif', 'image/gif'],
      ['rx.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['rx.png', 'text/html'],
    ] as const) {
      expect(isAcceptedType(file(name, type), PRESCRIPTION_FILE_RULES)).toBe(false)
    }
  })

  it('falls back to the extension when the browser reports no type', () => {
    expect(isAcceptedType(file('Scan.PDF', ''), PRESCRIPTION_FILE_RULES)).toBe(true)
    expect(isAcceptedType(file('photo.jpeg', ''), PRESCRIPTION_FILE_RULES)).toBe(true)
    expect(isAcceptedType(file('notes.txt', ''), PRESCRIPTION_FILE_RULES)).toBe(false)
    expect(isAcceptedType(file('no-extension', ''), PRESCRIPTION_FILE_RULES)).toBe(false)
  })

  it('builds the accept attribute from types and extensions', () => {
    expect(acceptAttribute(PRESCRIPTION_FILE_RULES)).toBe(
      'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf',
    )
  })

  it('allows exactly 5 MB and refuses one byte more, naming both sizes', () => {
    expect(fileProblem(file('rx.png', 'image/png', 5 * MB), PRESCRIPTION_FILE_RULES)).toBeNull()
    expect(fileProblem(file('rx.png', 'image/png', 5 * MB + 1), PRESCRIPTION_FILE_RULES)).toBe(
      '“rx.png” is 5 MB; the largest file you can upload is 5 MB.',
    )
    expect(fileProblem(file('big.jpg', 'image/jpeg', 12.4 * MB), PRESCRIPTION_FILE_RULES)).toBe(
      '“big.jpg” is 12.4 MB; the largest file you can upload is 5 MB.',
    )
  })

  it('says what to choose for a wrong type (before the size)', () => {
    expect(fileProblem(file('rx.docx', 'application/msword', 50 * MB), PRESCRIPTION_FILE_RULES)).toBe(
      '“rx.docx” cannot be uploaded: choose a JPG, PNG or WEBP image or a PDF.',
    )
  })

  it('refuses an empty file', () => {
    expect(fileProblem(file('rx.pdf', 'application/pdf', 0), PRESCRIPTION_FILE_RULES)).toBe(
      '“rx.pdf” is empty: choose another file.',
    )
  })

  it('tells images and PDFs apart', () => {
    expect(isImageFile(file('a.png', 'image/png'))).toBe(true)
    expect(isImageFile(file('a.JPG', ''))).toBe(true)
    expect(isImageFile(file('a.pdf', 'application/pdf'))).toBe(false)
    expect(isPdfFile(file('a.pdf', 'application/pdf'))).toBe(true)
    expect(isPdfFile(file('a.pdf', ''))).toBe(true)
    expect(isPdfFile(file('a.png', 'image/png'))).toBe(false)
  })
})

describe('formatFileSize', () => {
  it('writes sizes as a shopper reads them (base 1024)', () => {
    expect(formatFileSize(0)).toBe('0 bytes')
    expect(formatFileSize(1)).toBe('1 byte')
    expect(formatFileSize(532)).toBe('532 bytes')
    expect(formatFileSize(1024)).toBe('1 kB')
    expect(formatFileSize(245_760)).toBe('240 kB')
    expect(formatFileSize(1_572_864)).toBe('1.5 MB')
    expect(formatFileSize(5 * MB)).toBe('5 MB')
    expect(formatFileSize(150 * MB)).toBe('150 MB')
    expect(formatFileSize(3 * 1024 * MB)).toBe('3 GB')
  })
})
