/// <reference lib="webworker" />
/**
 * The image compression worker (started by ./compress.ts): the library redraws the photo on an
 * OffscreenCanvas here, off the page's main thread.
 */
import imageCompression from 'browser-image-compression'
import { COMPRESSION_OPTIONS } from './index'

export interface CompressRequest {
  file: File
}
export type CompressReply = { ok: true; blob: Blob } | { ok: false; error: string }

declare const self: DedicatedWorkerGlobalScope

self.onmessage = async (event: MessageEvent<CompressRequest>) => {
  try {
    // Inside a worker the library compresses in place (it starts no worker of its own).
    const blob = await imageCompression(event.data.file, { ...COMPRESSION_OPTIONS, useWebWorker: false })
    self.postMessage({ ok: true, blob } satisfies CompressReply)
  } catch (error) {
    self.postMessage({
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    } satisfies CompressReply)
  }
}
