/**
 * Light prescription and profile photos (issue 24): a photo over ~1 MB is made smaller in the
 * browser before it is uploaded (JPEG, long side at most 2000 px, under 1 MB, quality kept
 * legible). This module is small and decides only; the library (browser-image-compression) and
 * its worker are loaded the first time a large photo is chosen, never on a page's first visit.
 */

/** Photos at or under this size are uploaded as they are. */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024

/** The types the compressor redraws; a GIF (may be animated) and a PDF are never touched. */
const COMPRESSIBLE = ['image/jpeg', 'image/png', 'image/webp']

/** What the library is asked for: one home for the numbers (the worker and the fallback use it). */
export const COMPRESSION_OPTIONS = {
  /** The target size; the library lowers the quality step by step until it fits. */
  maxSizeMB: 0.95,
  /** A phone photo's 4000 px side becomes 2000 px: a prescription's handwriting stays legible. */
  maxWidthOrHeight: 2000,
  /** JPEG: every browser encodes it from a canvas (Safari's canvas has no WebP encoder). */
  fileType: 'image/jpeg',
  initialQuality: 0.82,
  maxIteration: 8,
} as const

export function isCompressible(file: Pick<File, 'type' | 'size'>): boolean {
  return COMPRESSIBLE.includes(file.type.toLowerCase()) && file.size > COMPRESS_ABOVE_BYTES
}

/**
 * The smaller photo to upload instead of `file`, or null when `file` is uploaded as it is (not a
 * large JPEG, PNG or WEBP). The promise rejects when the browser cannot redraw it (the caller
 * then uploads the original). A result that is not smaller resolves to the original file.
 */
export function compressLargeImage(file: File): Promise<File> | null {
  if (!isCompressible(file)) return null
  return import('./compress').then(({ compressImage }) => compressImage(file))
}
