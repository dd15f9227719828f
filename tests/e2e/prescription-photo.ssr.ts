/**
 * Light prescription photos (issue 24): a 4 MB phone photo chosen on /upload-prescription is made
 * smaller in the browser (browser-image-compression in the app's own worker) and uploaded under
 * 1 MB, against the server-rendered production build with its strict CSP (script nonces,
 * `worker-src 'self'`): a worker or script the policy refuses fails the test (./fixtures). The
 * library is not loaded before a large photo is chosen.
 */
import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

const MB = 1024 * 1024

/**
 * A 4000 x 3000 JPEG of 4 to 5 MB drawn in the page: paper, lines of "handwriting" and the grain
 * of a phone camera (noise), encoded at the first quality that lands in that size.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000)
    const g = canvas.getContext('2d')
    if (!g) throw new Error('no 2d context')
    g.fillStyle = '#f4efe2'
    g.fillRect(0, 0, 4000, 3000)
    g.fillStyle = '#1d2a6b'
    g.font = '96px serif'
    for (let line = 0; line < 24; line += 1)
      g.fillText(`Rx ${line + 1}: Napa 500 mg, 1 + 0 + 1, 7 days`, 200, 220 + line * 115)
    const image = g.getImageData(0, 0, 4000, 3000)
    let seed = 7
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const grain = (seed % 41) - 20
      image.data[i] = (image.data[i] ?? 0) + grain
      image.data[i + 1] = (image.data[i + 1] ?? 0) + grain
      image.data[i + 2] = (image.data[i + 2] ?? 0) + grain
    }
    g.putImageData(image, 0, 0)
    for (const quality of [0.98, 0.95, 0.92, 0.9, 0.87, 0.84, 0.8, 0.75, 0.7]) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality })
      if (blob.size >= 4 * 1024 * 1024 && blob.size < 5 * 1024 * 1024) {
        const bytes = new Uint8Array(await blob.arrayBuffer())
        let binary = ''
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
        return btoa(binary)
      }
    }
    throw new Error('no quality gave a 4-5 MB JPEG')
  })
  return Buffer.from(base64, 'base64')
}

/** The file part named `field` of a multipart body: its headers and its size in bytes. */
function filePart(body: Buffer, contentType: string, field: string): { headers: string; size: number } | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType)
  if (!boundary) return null
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  let start = body.indexOf(delimiter)
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length)
    if (next === -1) break
    const part = body.subarray(start + delimiter.length + 2, next - 2)
    const headerEnd = part.indexOf('\r\n\r\n')
    const headers = part.subarray(0, headerEnd).toString('latin1')
    if (headers.includes(`name="${field}"`)) return { headers, size: part.length - headerEnd - 4 }
    start = next
  }
  return null
}

test('a 4 MB phone photo of a prescription is uploaded under 1 MB, its sizes shown before and after', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url())
  })
  await page.goto('/upload-prescription')
  const form = page.getByRole('form', { name: 'Upload prescription' })
  await expect(form).toBeVisible()
  const photo = await phonePhoto(page)
  expect(photo.length).toBeGreaterThanOrEqual(4 * MB)

  await form.getByLabel('Name').fill('Karim Uddin')
  await form.getByLabel('Phone').fill('01712345678')
  await form.getByLabel('Email').fill('karim@example.com')
  // Nothing of the compressor before a large photo is chosen.
  expect(scripts.filter((url) => /browser-image-compression|\/worker-|\/compress-/.test(url))).toEqual([])

  await form.getByLabel(/^Prescription/).setInputFiles({ name: 'rx-photo.jpg', mimeType: 'image/jpeg', buffer: photo })
  const status = form.getByRole('status').filter({ hasText: 'Made smaller for upload' })
  await expect(status).toBeVisible({ timeout: 30_000 })
  // The compressor ran in the app's own worker, from this origin.
  expect(scripts.some((url) => url.startsWith(new URL(page.url()).origin) && /\/worker-[\w-]+\.js$/.test(url))).toBe(
    true,
  )
  await expect(status).toHaveText(/^Made smaller for upload: 4(\.\d)? MB → \d+ kB$/)
  await expect(form.getByTestId('file-preview')).toContainText('rx-photo.jpg')

  let sent: Request | null = null
  await page.route('**/api/upload-prescription', async (route) => {
    sent = route.request()
    await route.continue()
  })
  await form.getByRole('button', { name: 'Upload Prescription' }).click()
  await expect(page).toHaveURL(/\/success$/)
  expect(sent).not.toBeNull()
  const request = sent as unknown as Request
  const part = filePart(
    request.postDataBuffer() ?? Buffer.alloc(0),
    (await request.allHeaders())['content-type'] ?? '',
    'prescription',
  )
  expect(part).not.toBeNull()
  expect(part?.headers).toContain('filename="rx-photo.jpg"')
  expect(part?.headers).toContain('Content-Type: image/jpeg')
  expect(part?.size).toBeGreaterThan(50 * 1024)
  expect(part?.size).toBeLessThan(1 * MB)
})
