import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test'
import { FileField, PRESCRIPTION_FILE_RULES, acceptAttribute, fileProblem } from '@/components/form'
import { compressLargeImage } from '@/lib/imageCompression'
import { chooseFile, largeImage, pdfFile, phonePhoto, pngFile, sizedImage, wordFile } from '../../content/helpers'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/** The field as a form uses it: it holds the chosen file and shows the form's check of it. */
function Controlled(props: React.ComponentProps<typeof FileField>) {
  const [file, setFile] = useState<File | null>(props.value)
  const problem = file ? fileProblem(file, PRESCRIPTION_FILE_RULES) : null
  return (
    <FileField
      {...props}
      value={file}
      error={props.error ?? problem ?? undefined}
      onChange={(next) => {
        setFile(next)
        props.onChange(next)
      }}
    />
  )
}

/**
 * A labelled file input with a preview of the choice: a thumbnail for an image, a document icon for
 * a PDF, the name and size, and Remove. The type and size are the form's to check (files.ts); the
 * field shows the error it is given, linked with aria-describedby.
 */
const meta = {
  title: 'Components/Form/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: {
    label: 'Prescription',
    hint: 'A clear photo (JPG, PNG or WEBP) or a PDF, up to 5 MB.',
    accept: acceptAttribute(PRESCRIPTION_FILE_RULES),
    value: null,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileField>

export default meta
type Story = StoryObj<typeof meta>

const input = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText<HTMLInputElement>(/^Prescription/)

/** Nothing chosen: the hint describes what is accepted; choosing an image emits it and previews it. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const field = input(canvasElement)
    await expect(field).toHaveAttribute('type', 'file')
    await expect(field).toHaveAttribute('accept', acceptAttribute(PRESCRIPTION_FILE_RULES))
    await expect(field).toHaveAccessibleDescription('A clear photo (JPG, PNG or WEBP) or a PDF, up to 5 MB.')
    await expect(canvas.queryByTestId('file-preview')).toBeNull()
    const file = pngFile('rx.png')
    await chooseFile(field, file)
    await expect(args.onChange).toHaveBeenCalledWith(file)
    await expect(await canvas.findByRole('img', { name: 'Preview of rx.png' })).toBeVisible()
  },
}

/** An image chosen: its thumbnail, name and size. */
export const FilledImage: Story = {
  args: { value: pngFile('rx-dr-rahman.png') },
  play: async ({ canvasElement }) => {
    const preview = within(within(canvasElement).getByTestId('file-preview'))
    const thumb = await preview.findByRole('img', { name: 'Preview of rx-dr-rahman.png' })
    await expect(thumb.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await waitFor(() => expect((thumb as HTMLImageElement).naturalWidth).toBe(1))
    await expect(preview.getByText('rx-dr-rahman.png', { ignore: '.visually-hidden' })).toBeVisible()
    await expect(preview.getByText('70 bytes')).toBeVisible()
  },
}

/** A PDF chosen: a PDF icon instead of a thumbnail. */
export const FilledPdf: Story = {
  args: { value: pdfFile('rx-scan.pdf', 1_572_864) },
  play: async ({ canvasElement }) => {
    const previewEl = within(canvasElement).getByTestId('file-preview')
    const preview = within(previewEl)
    await expect(preview.queryByRole('img')).toBeNull()
    await expect(previewEl.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    await expect(previewEl.querySelector('svg text')).toHaveTextContent('PDF')
    await expect(preview.getByText('1.5 MB')).toBeVisible()
  },
}

/** A very long file name is cut with an ellipsis; the card does not overflow. */
export const LongFileName: Story = {
  args: {
    value: pdfFile('prescription-dr-abdur-rahman-labaid-specialized-hospital-dhanmondi-2026-11-22-page-1-of-3.pdf'),
  },
  play: async ({ canvasElement }) => {
    const previewEl = within(canvasElement).getByTestId('file-preview')
    await expect(previewEl.scrollWidth).toBeLessThanOrEqual(previewEl.clientWidth)
  },
}

/** Required: the input is required and the label has the star. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeRequired()
  },
}

/** With an error from the form: aria-invalid, hint and error both linked. */
export const WithError: Story = {
  args: { required: true, error: 'Choose a photo or PDF of your prescription.' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field.getAttribute('aria-describedby')).toBe(`${field.id}-hint ${field.id}-error`)
    await expect(field).toHaveAccessibleDescription(
      'A clear photo (JPG, PNG or WEBP) or a PDF, up to 5 MB. Choose a photo or PDF of your prescription.',
    )
  },
}

/** A Word file: refused by the form's check, named in the message. */
export const WrongType: Story = {
  args: { value: wordFile('prescription.docx') },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('“prescription.docx” cannot be uploaded: choose a JPG, PNG or WEBP image or a PDF.'),
    )
    await expect(within(canvasElement).getByTestId('file-preview').querySelector('svg text')).toHaveTextContent('FILE')
  },
}

/** Over 5 MB: refused with its size and the limit. */
export const TooLarge: Story = {
  args: { value: largeImage('phone-photo.jpg', 7_340_032) },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('“phone-photo.jpg” is 7 MB; the largest file you can upload is 5 MB.'),
    )
  },
}

/** Over 5 MB on a Bangla page: the whole message in Bangla, both sizes in Bangla digits. */
export const TooLargeInBangla: Story = {
  args: { label: 'প্রেসক্রিপশন', hint: undefined, value: largeImage('phone-photo.jpg', 7_340_032) },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/^প্রেসক্রিপশন/)
    await expect(field).toHaveAccessibleDescription(
      '“phone-photo.jpg” ফাইলটির আকার ৭ MB; সর্বোচ্চ ৫ MB পর্যন্ত ফাইল আপলোড করা যায়।',
    )
  },
}

/** Remove: clears the choice and the input, emits null, and keeps focus in the field. */
export const Remove: Story = {
  args: { value: pdfFile('rx-scan.pdf') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rx-scan.pdf' }))
    await expect(args.onChange).toHaveBeenCalledWith(null)
    await expect(canvas.queryByTestId('file-preview')).toBeNull()
    await expect(input(canvasElement)).toHaveFocus()
  },
}

/** Disabled (while uploading): neither the input nor Remove can be used. */
export const Disabled: Story = {
  args: { value: pdfFile('rx-scan.pdf'), disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(input(canvasElement)).toBeDisabled()
    const remove = canvas.getByRole('button', { name: 'Remove rx-scan.pdf' })
    await expect(remove).toBeDisabled()
    await userEvent.click(remove)
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** A 390 px phone: the preview fits, Remove stays 44 px tall. */
export const Mobile: Story = {
  globals: mobile,
  args: { value: pngFile('rx-dr-rahman.png') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /^Remove/ }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

const MB = 1024 * 1024

const vi = (callback: unknown) => callback as Mock

/** A compressor that never finishes: the field stays in its 'compressing' state. */
const neverFinishes = () => new Promise<File>(() => {})

/** A compressor that turns any photo into a 640 KB JPEG (the sizes are what the story checks). */
const to640KB = (file: File) => Promise.resolve(sizedImage(file.name.replace(/\.\w+$/, '.jpg'), 640 * 1024))

/** A compressor that fails (a photo the browser cannot draw). */
const fails = () => Promise.reject(new Error('The file could not be drawn'))

/**
 * Compressing: a large photo is being made smaller; the field says so (a live region), shows the
 * photo's name and size, tells the form (to hold its submit) and gives it nothing yet.
 */
export const Compressing: Story = {
  args: { compressImage: neverFinishes, onCompressingChange: fn(), cameraLabel: 'Take a photo' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(input(canvasElement), sizedImage('rx-photo.jpg', 3.8 * MB))
    await expect(canvas.getByRole('status')).toHaveTextContent('Making the photo smaller for upload…')
    await expect(canvas.getByTestId('file-preview')).toHaveTextContent('rx-photo.jpg')
    await expect(canvas.getByTestId('file-preview')).toHaveTextContent('3.8 MB')
    await expect(args.onCompressingChange).toHaveBeenLastCalledWith(true)
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Compressed: the form gets the smaller JPEG; the sizes before and after are shown. */
export const Compressed: Story = {
  args: { compressImage: to640KB, onCompressingChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(input(canvasElement), sizedImage('rx-photo.jpg', 3.8 * MB))
    await expect(await canvas.findByText('Made smaller for upload: 3.8 MB → 640 kB')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Made smaller for upload: 3.8 MB → 640 kB')
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    const sent = vi(args.onChange).mock.calls[0]?.[0] as File
    await expect(sent.size).toBe(640 * 1024)
    await expect(sent.type).toBe('image/jpeg')
    await expect(args.onCompressingChange).toHaveBeenLastCalledWith(false)
    await expect(canvas.getByTestId('file-preview')).toHaveTextContent('640 kB')
  },
}

/** The real compressor on a real 2400 x 1800 photo: a JPEG under 1 MB, long side at most 2000 px. */
export const CompressedForReal: Story = {
  args: { compressImage: compressLargeImage },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const photo = await phonePhoto('rx-photo.jpg')
    await expect(photo.size).toBeGreaterThan(MB)
    await chooseFile(input(canvasElement), photo)
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 30_000 })
    const sent = vi(args.onChange).mock.calls[0]?.[0] as File
    await expect(sent.type).toBe('image/jpeg')
    await expect(sent.size).toBeLessThan(MB)
    const bitmap = await createImageBitmap(sent)
    await expect(Math.max(bitmap.width, bitmap.height)).toBe(2000)
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Made smaller for upload: \d(\.\d)? MB → \d+ kB$/)
  },
}

/** Compression failed: the original is given to the form and the field says it is sent as it is. */
export const CompressionFailed: Story = {
  args: { compressImage: fails, onCompressingChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const photo = sizedImage('rx-photo.jpg', 3.8 * MB)
    await chooseFile(input(canvasElement), photo)
    await expect(
      await canvas.findByText('This photo could not be made smaller; it will be uploaded as it is (3.8 MB).'),
    ).toBeVisible()
    await expect(args.onChange).toHaveBeenCalledWith(photo)
    await expect(args.onCompressingChange).toHaveBeenLastCalledWith(false)
  },
}

/** Compression failed on a photo over the limit: the form's size message still shows. */
export const CompressionFailedTooLarge: Story = {
  args: { compressImage: fails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(input(canvasElement), sizedImage('rx-photo.jpg', 6 * MB))
    await expect(await canvas.findByText(/could not be made smaller/)).toBeVisible()
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('“rx-photo.jpg” is 6 MB; the largest file you can upload is 5 MB.'),
    )
  },
}

/** A PDF is never compressed: given to the form at once, as it is, with no size line. */
export const PdfUnchanged: Story = {
  args: { compressImage: fn(compressLargeImage), onCompressingChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const pdf = pdfFile('rx-scan.pdf', 3 * MB)
    await chooseFile(input(canvasElement), pdf)
    await expect(args.onChange).toHaveBeenCalledWith(pdf)
    await expect(args.compressImage).toHaveReturnedWith(null)
    await expect(args.onCompressingChange).not.toHaveBeenCalled()
    await expect(canvas.getByRole('status')).toHaveTextContent('')
    await expect(canvas.getByTestId('file-preview')).toHaveTextContent('3 MB')
  },
}

/** A small photo (under 1 MB) is given as it is. */
export const SmallPhotoUnchanged: Story = {
  args: { compressImage: fn(compressLargeImage) },
  play: async ({ args, canvasElement }) => {
    const photo = sizedImage('rx-small.jpg', 900 * 1024)
    await chooseFile(input(canvasElement), photo)
    await expect(args.onChange).toHaveBeenCalledWith(photo)
    await expect(args.compressImage).toHaveReturnedWith(null)
  },
}

/** Compressed on a Bangla page: the sentence in Bangla, both sizes in Bangla digits. */
export const CompressedInBangla: Story = {
  args: { label: 'প্রেসক্রিপশন', hint: undefined, compressImage: to640KB },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(within(canvasElement).getByLabelText(/^প্রেসক্রিপশন/), sizedImage('rx-photo.jpg', 3.8 * MB))
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('আপলোডের জন্য ছোট করা হয়েছে: ৩.৮ MB → ৬৪০ kB'),
    )
  },
}

/** The camera: a second input that opens the phone's back camera; the main one keeps the gallery and PDFs. */
export const CameraChoice: Story = {
  globals: mobile,
  args: { cameraLabel: 'Take a photo', compressImage: to640KB },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const camera = canvas.getByLabelText<HTMLInputElement>('Take a photo')
    await expect(camera).toHaveAttribute('type', 'file')
    await expect(camera).toHaveAttribute('capture', 'environment')
    await expect(camera).toHaveAttribute('accept', 'image/*')
    await expect(input(canvasElement)).not.toHaveAttribute('capture')
    await expect(input(canvasElement)).toHaveAttribute('accept', expect.stringContaining('application/pdf'))
    // A photo taken with the camera goes the same way as a chosen one.
    await chooseFile(camera, sizedImage('IMG_0042.jpg', 3.8 * MB))
    await expect(await canvas.findByText('Made smaller for upload: 3.8 MB → 640 kB')).toBeVisible()
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

/** Compressed at 390 px: the size line and the preview fit the phone. */
export const CompressedMobile: Story = {
  globals: mobile,
  args: { compressImage: to640KB },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(input(canvasElement), sizedImage('prescription-dr-rahman-2026-11-22.jpg', 3.8 * MB))
    await expect(await canvas.findByText('Made smaller for upload: 3.8 MB → 640 kB')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Remove while compressing: the late result is dropped, the form gets null, the status is cleared. */
export const RemoveWhileCompressing: Story = {
  args: { compressImage: neverFinishes, onCompressingChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(input(canvasElement), sizedImage('rx-photo.jpg', 3.8 * MB))
    await expect(canvas.getByRole('status')).toHaveTextContent('Making the photo smaller')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rx-photo.jpg' }))
    await expect(args.onChange).toHaveBeenCalledWith(null)
    await expect(args.onCompressingChange).toHaveBeenLastCalledWith(false)
    await expect(canvas.getByRole('status')).toHaveTextContent('')
    await expect(canvas.queryByTestId('file-preview')).toBeNull()
  },
}
