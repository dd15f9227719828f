/**
 * Loaded on demand by ./index.ts. Runs browser-image-compression in our own worker (bundled,
 * same origin: the production CSP's `worker-src 'self'` and `script-src 'self'` allow it, and it
 * works offline). The library's own worker option is not used: it starts a worker from a blob:
 * URL that loads the library again from a CDN (`libURL`), which that CSP blocks and which needs
 * the network. Where a module worker or OffscreenCanvas is missing, the library runs on the page
 * instead (slower, same result).
 */
import { COMPRESSION_OPTIONS } from './index'
import type { CompressReply, CompressRequest } from './worker'

function jpegName(name: string): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`
}

function inWorker(file: File): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'image-compression' })
    worker.onmessage = (event: MessageEvent<CompressReply>) => {
      worker.terminate()
      if (event.data.ok) resolve(event.data.blob)
      else reject(new Error(event.data.error))
    }
    worker.onerror = (event) => {
      worker.terminate()
      event.preventDefault()
      reject(new Error(event.message || 'The compression worker failed'))
    }
    worker.postMessage({ file } satisfies CompressRequest)
  })
}

async function onPage(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression')
  return imageCompression(file, { ...COMPRESSION_OPTIONS, useWebWorker: false })
}

/** `file` redrawn smaller as a JPEG named like it; the original when the result is not smaller. */
export async function compressImage(file: File): Promise<File> {
  let blob: Blob
  try {
    blob = typeof Worker === 'function' ? await inWorker(file) : await onPage(file)
  } catch {
    blob = await onPage(file)
  }
  if (blob.size >= file.size) return file
  return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified })
}
