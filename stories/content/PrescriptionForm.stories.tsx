import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MESSAGES, PrescriptionForm } from '@/components/content'
import {
  expectFullWidth,
  expectSubmitRefused,
  expectValues,
  fillIn,
  onSubmitThat,
  prescriptionFields as fields,
} from './formStories'
import { chooseFile, fill, mobile, pdfFile, phonePhoto, pngFile, sizedImage } from './helpers'

/**
 * The prescription upload form on its own: it emits valid values (the File itself) to `onSubmit`
 * and shows what that promise's rejection says: a 422 under the fields, anything else goes to
 * `onFailure`. Page stories (Pages/UploadPrescription) cover the request and the toasts.
 */
const meta = {
  title: 'Components/Content/PrescriptionForm',
  component: PrescriptionForm,
  tags: ['autodocs'],
  args: { onSubmit: onSubmitThat.resolves(), onFailure: fn() },
} satisfies Meta<typeof PrescriptionForm>

export default meta
type Story = StoryObj<typeof meta>

const TYPED = { name: 'Karim Uddin', phone: '01712345678', email: 'karim@example.com' }

const fillValid = (canvasElement: HTMLElement, file: File) => fillIn(fields, canvasElement, { ...TYPED, file })

/** Empty. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.canvas.getByRole('form', { name: 'Upload prescription' })).toBeVisible()
    for (const field of [f.name, f.phone, f.email, f.file]) await expect(field).toBeRequired()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Filled and sent: the trimmed values and the File are emitted once; the form is then cleared. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const file = pngFile('rx.png')
    const f = await fillValid(canvasElement, file)
    await fill(f.name, '  Karim Uddin ')
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...TYPED, prescription: file })
    await waitFor(() => expect(f.name).toHaveValue(''))
    await expect(f.canvas.queryByTestId('file-preview')).toBeNull()
    await expect(args.onFailure).not.toHaveBeenCalled()
  },
}

/** Prefilled from the signed-in customer. */
export const Prefilled: Story = {
  args: { defaultValues: { name: 'Rahima Akter', phone: '01711000000', email: 'demo@medibazar.test' } },
  play: async ({ canvasElement }) => {
    await expectValues(fields(canvasElement), {
      name: 'Rahima Akter',
      phone: '01711000000',
      email: 'demo@medibazar.test',
    })
  },
}

/** Client rules: nothing emitted, messages under the fields, focus on the first. */
export const ClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.phone, 'call me')
    await expectSubmitRefused(f, {
      name: MESSAGES.name,
      phone: MESSAGES.phoneInvalid,
      email: MESSAGES.emailRequired,
      file: MESSAGES.prescriptionRequired,
    })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While onSubmit runs: 'Uploading...', disabled; more clicks emit nothing more. */
export const Busy: Story = {
  args: { onSubmit: onSubmitThat.neverEnds() },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement, pdfFile())
    await userEvent.click(f.submit)
    const busy = await f.canvas.findByRole('button', { name: 'Uploading...' })
    await expect(busy).toBeDisabled()
    await userEvent.click(busy)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** onSubmit rejects with a 422: the messages under the fields, focus on the first; no onFailure. */
export const Server422: Story = {
  args: {
    onSubmit: onSubmitThat.answers422({
      email: ['The email must be a valid email address.'],
      name: ['The name may not be greater than 60 characters.'],
    }),
  },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement, pngFile())
    await expectSubmitRefused(f, {
      name: 'The name may not be greater than 60 characters.',
      email: 'The email must be a valid email address.',
    })
    await expect(args.onFailure).not.toHaveBeenCalled()
    await expect(f.canvas.getByTestId('file-preview')).toBeVisible()
  },
}

/** onSubmit rejects otherwise: onFailure gets the error; every value and the file stay. */
export const ServerFailure: Story = {
  args: { onSubmit: onSubmitThat.fails() },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement, pdfFile('rx-scan.pdf'))
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(1))
    await expect(args.onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }))
    await expectValues(f, TYPED)
    await expect(f.canvas.getByText('rx-scan.pdf', { ignore: '.visually-hidden' })).toBeVisible()
    await expect(f.submit).toBeEnabled()
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement, pngFile())
    await expectFullWidth(f.submit)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
  },
}

const MB = 1024 * 1024

/**
 * A 2400 x 1800 phone photo over 1 MB: made smaller in the browser (the real compressor, in its
 * worker) before upload; the sizes before and after are shown and the emitted File is a JPEG under 1 MB.
 */
export const LargePhotoCompressed: Story = {
  play: async ({ args, canvasElement }) => {
    const photo = await phonePhoto('rx-photo.jpg')
    await expect(photo.size).toBeGreaterThan(MB)
    const f = await fillValid(canvasElement, photo)
    const status = f.canvas.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(/^Made smaller for upload: \d(\.\d)? MB → \d+ kB$/), {
      timeout: 30_000,
    })
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    const sent = (args.onSubmit as unknown as { mock: { calls: [{ prescription: File }][] } }).mock.calls[0]?.[0]
    await expect(sent?.prescription.type).toBe('image/jpeg')
    await expect(sent?.prescription.name).toBe('rx-photo.jpg')
    await expect(sent?.prescription.size).toBeLessThan(MB)
  },
}

/** While the photo is being made smaller, Upload Prescription waits (nothing can be sent half-done). */
export const SubmitWaitsForCompression: Story = {
  args: { compressImage: () => new Promise<File>(() => {}) },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement, sizedImage('rx-photo.jpg', 3.8 * MB))
    await expect(f.canvas.getByRole('status')).toHaveTextContent('Making the photo smaller for upload…')
    await expect(f.submit).toBeDisabled()
    await userEvent.click(f.submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A PDF is uploaded as it is (never compressed), with no size line. */
export const PdfUnchanged: Story = {
  play: async ({ args, canvasElement }) => {
    const pdf = pdfFile('rx-scan.pdf', 3 * MB)
    const f = await fillValid(canvasElement, pdf)
    await expect(f.canvas.getByRole('status')).toHaveTextContent('')
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...TYPED, prescription: pdf }))
  },
}

/** Compression failed on a photo over 5 MB: said so, and the size limit still refuses it. */
export const CompressionFailedTooLarge: Story = {
  args: { compressImage: () => Promise.reject(new Error('cannot draw')) },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement, sizedImage('rx-photo.jpg', 6 * MB))
    await expect(
      await f.canvas.findByText('This photo could not be made smaller; it will be uploaded as it is (6 MB).'),
    ).toBeVisible()
    await userEvent.click(f.submit)
    await waitFor(() => expect(f.file).toHaveAttribute('aria-invalid', 'true'))
    await expect(f.file).toHaveAccessibleDescription(
      expect.stringContaining('“rx-photo.jpg” is 6 MB; the largest file you can upload is 5 MB.'),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** On a Bangla page at 390 px: the camera choice and the sizes in Bangla (digits included). */
export const LargePhotoInBanglaMobile: Story = {
  globals: { ...mobile, locale: 'bn' },
  args: { compressImage: (file: File) => Promise.resolve(sizedImage(file.name, 640 * 1024)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('ছবি তুলুন')).toHaveAttribute('capture', 'environment')
    await chooseFile(
      canvas.getByLabelText(/^প্রেসক্রিপশন/, { selector: 'input[name="prescription"]' }),
      sizedImage('rx-photo.jpg', 3.8 * MB),
    )
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('আপলোডের জন্য ছোট করা হয়েছে: ৩.৮ MB → ৬৪০ kB'),
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
