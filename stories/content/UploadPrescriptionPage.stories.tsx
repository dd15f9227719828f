import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { mockSession, mockToken } from '@mocks/session'
import { MESSAGES } from '@/components/content'
import UploadPrescriptionPage from '@/pages/content/UploadPrescriptionPage'
import {
  clickThreeTimes,
  expectFieldErrors,
  expectFullWidth,
  expectNoSidewaysScroll,
  expectSubmitRefused,
  expectValues,
  fillForm,
  fillIn,
  formPageStory,
  prescriptionFields as fields,
} from './formStories'
import {
  chooseFile,
  expectLocation,
  expectOnlyToasts,
  expectToast,
  largeImage,
  mobile,
  pdfFile,
  pngFile,
  toasts,
  type SentFields,
  validationAnswer,
  wordFile,
} from './helpers'

const PATH = '/api/upload-prescription'
const page = formPageStory({ path: PATH })

/**
 * /upload-prescription on the mock shop: name, phone, email and the prescription file, sent as
 * multipart (user_id only when signed in). Success toasts 'Prescription Upload Successfull!' and
 * opens /success; a 422 puts the server's messages under the fields; anything else warns
 * 'Something Wrong!' and keeps the fields and the chosen file.
 */
const meta = {
  title: 'Pages/UploadPrescription',
  component: UploadPrescriptionPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/upload-prescription', url: '/upload-prescription' } },
  beforeEach: page.beforeEach,
} satisfies Meta<typeof UploadPrescriptionPage>

export default meta
type Story = StoryObj<typeof meta>

const TYPED = { name: 'Karim Uddin', phone: '01712345678', email: 'karim@example.com' }

const fillValid = (canvasElement: HTMLElement, file: File = pngFile()) =>
  fillIn(fields, canvasElement, { ...TYPED, file })

const validSent = (file: File): SentFields => ({
  ...TYPED,
  prescription: { name: file.name, type: file.type, size: file.size },
})

/** Nothing filled in yet: every field empty, the button enabled, nothing sent. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.canvas.getByRole('heading', { level: 1, name: 'Upload Prescription' })).toBeVisible()
    for (const field of [f.name, f.phone, f.email]) {
      await expect(field).toHaveValue('')
      await expect(field).toBeRequired()
      await expect(field).not.toHaveAttribute('aria-invalid')
    }
    await expect(f.file).toBeRequired()
    await expect(f.file).toHaveAttribute('accept', expect.stringContaining('application/pdf'))
    await expect(f.file).toHaveAccessibleDescription('A clear photo (JPG, PNG or WEBP) or a PDF, up to 5 MB.')
    await expect(f.submit).toBeEnabled()
    await expect(f.canvas.queryByTestId('file-preview')).toBeNull()
    await expect(document.title).toBe('Upload Prescription | Online Pharmacy')
    await expect(page.sent).toHaveLength(0)
  },
}

/** Filled in with a photo: its thumbnail, name and size show; nothing is sent before submit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const file = pngFile('rx-dr-rahman.png')
    const f = await fillValid(canvasElement, file)
    const preview = f.canvas.getByTestId('file-preview')
    await expect(await within(preview).findByRole('img', { name: 'Preview of rx-dr-rahman.png' })).toBeVisible()
    await expect(within(preview).getByText('rx-dr-rahman.png', { ignore: '.visually-hidden' })).toBeVisible()
    await expect(within(preview).getByText('70 bytes')).toBeVisible()
    await expect(f.file).not.toHaveAttribute('aria-invalid')
    await expect(page.sent).toHaveLength(0)
  },
}

/** A PDF shows a document icon with its name and size instead of a thumbnail. */
export const FilledWithPdf: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement, pdfFile('rx-scan.pdf'))
    const preview = f.canvas.getByTestId('file-preview')
    await expect(within(preview).queryByRole('img')).toBeNull()
    await expect(within(preview).getByText('rx-scan.pdf', { ignore: '.visually-hidden' })).toBeVisible()
    await expect(within(preview).getByText('240 kB')).toBeVisible()
    await expect(preview.querySelector('svg text')).toHaveTextContent('PDF')
  },
}

/** Submit with nothing filled in: a message under every field, focus on the first, nothing sent. */
export const ClientInvalid: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expectSubmitRefused(f, {
      name: MESSAGES.name,
      phone: MESSAGES.phoneRequired,
      email: MESSAGES.emailRequired,
      file: MESSAGES.prescriptionRequired,
    })

    // Fixing the name moves the focus to the next field in error on the next submit.
    await fillForm(f, { name: TYPED.name, email: 'karim@' })
    await userEvent.click(f.submit)
    await waitFor(() => expect(f.phone).toHaveFocus())
    await expectFieldErrors(f, { email: MESSAGES.emailInvalid })
    await expect(f.name).not.toHaveAttribute('aria-invalid')
    await expect(page.sent).toHaveLength(0)
  },
}

/** A Word document is refused as soon as it is chosen, with what to choose instead; nothing is sent. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement, wordFile('prescription.docx'))
    await expectFieldErrors(f, {
      file: '“prescription.docx” cannot be uploaded: choose a JPG, PNG or WEBP image or a PDF.',
    })
    await userEvent.click(f.submit)
    await waitFor(() => expect(f.file).toHaveFocus())
    await expect(page.sent).toHaveLength(0)

    // Choosing a good file clears the message.
    await chooseFile(f.file, pngFile())
    await waitFor(() => expect(f.file).not.toHaveAttribute('aria-invalid'))
  },
}

/** A 6 MB photo is refused before uploading, naming its size and the 5 MB limit. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement, largeImage('phone-photo.jpg'))
    await expectFieldErrors(f, { file: '“phone-photo.jpg” is 6 MB; the largest file you can upload is 5 MB.' })
    await userEvent.click(f.submit)
    await expect(page.sent).toHaveLength(0)
    await expect(f.submit).toBeEnabled()
  },
}

/** Remove clears the choice (and the input), and focus returns to the file input. */
export const RemoveFile: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement, pdfFile('rx-scan.pdf'))
    await userEvent.click(f.canvas.getByRole('button', { name: 'Remove rx-scan.pdf' }))
    await expect(f.canvas.queryByTestId('file-preview')).toBeNull()
    await expect((f.file as HTMLInputElement).files).toHaveLength(0)
    await expect(f.file).toHaveFocus()
    await expect(f.file).not.toHaveAttribute('aria-invalid')
  },
}

/** A guest's upload: multipart name, phone, email and the file, no user_id; toast, then /success. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const file = pngFile('rx-dr-rahman.png')
    const f = await fillValid(canvasElement, file)
    await userEvent.click(f.submit)
    await expectLocation(canvasElement, '/success')
    await expectOnlyToasts(page.shown, [{ type: 'success', text: 'Prescription Upload Successfull!' }])
    await expect(page.sent).toEqual([validSent(file)])
    await expect(page.sent[0]).not.toHaveProperty('user_id')
  },
}

/** Signed in (demo customer, id 7): the form is prefilled and user_id 7 is sent with the file. */
export const SignedInSuccess: Story = {
  parameters: { session: { signedIn: mockSession(7) } },
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    const { user } = mockSession(7)
    await expectValues(f, { name: user.name, phone: user.phone, email: user.email })
    const file = pdfFile('rx-scan.pdf')
    await chooseFile(f.file, file)
    await userEvent.click(f.submit)
    await expectLocation(canvasElement, '/success')
    await expectOnlyToasts(page.shown, [{ type: 'success', text: 'Prescription Upload Successfull!' }])
    await expect(page.sent).toEqual([
      {
        user_id: '7',
        name: user.name,
        email: user.email,
        phone: user.phone,
        prescription: { name: 'rx-scan.pdf', type: 'application/pdf', size: file.size },
      },
    ])
  },
}

/** Three fast clicks while the upload is in flight: one request, the button disabled meanwhile. */
export const NoDoubleSubmit: Story = {
  beforeEach: page.holding(400),
  play: async ({ canvasElement }) => {
    const file = pngFile()
    const f = await fillValid(canvasElement, file)
    const busy = await clickThreeTimes(canvasElement, f.submit, 'Uploading...')
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expectLocation(canvasElement, '/success')
    await expect(page.sent).toHaveLength(1)
  },
}

/** Three clicks in the same tick (before React re-renders the button): still one request. */
export const NoDoubleSubmitSameTick: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    const button = f.submit
    button.click()
    button.click()
    button.click()
    await expectLocation(canvasElement, '/success')
    await expect(page.sent).toHaveLength(1)
  },
}

/** While the upload is in flight the button reads 'Uploading...' and is disabled, as is Remove. */
export const Uploading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('POST', PATH))
  },
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement, pdfFile('rx-scan.pdf'))
    await userEvent.click(f.submit)
    const busy = await within(canvasElement).findByRole('button', { name: 'Uploading...' })
    await expect(busy).toBeDisabled()
    await expect(f.canvas.getByRole('button', { name: 'Remove rx-scan.pdf' })).toBeDisabled()
    await expect(f.file).toBeDisabled()
  },
}

/** The shop answers 422: the first message of each field under it, focus on the first; no toast. */
export const Server422: Story = {
  beforeEach: page.answeredBy(
    validationAnswer(PATH, {
      prescription: ['The prescription must be a file of type: jpg, jpeg, png, webp, pdf.'],
      phone: ['The phone must be 11 digits.', 'The phone format is invalid.'],
    }),
  ),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    // Focus goes to the first field in the form's order (phone), not the server's.
    await expectSubmitRefused(f, {
      phone: 'The phone must be 11 digits.',
      file: 'The prescription must be a file of type: jpg, jpeg, png, webp, pdf.',
    })
    await expect(f.phone).not.toHaveAccessibleDescription(expect.stringContaining('format is invalid'))
    await expectOnlyToasts(page.shown, [])
    await expect(toasts().queryByText('Something Wrong!')).toBeNull()
    await expectLocation(canvasElement, '/upload-prescription')
    // Everything the shopper entered is still there, file included.
    await expect(f.name).toHaveValue(TYPED.name)
    await expect(f.canvas.getByText('prescription.png', { ignore: '.visually-hidden' })).toBeVisible()
    await expect(page.sent).toHaveLength(1)
  },
}

/**
 * The shop's own 422 about a field the form does not have (a stored customer the shop does not
 * know: user_id 999): nothing to put under a field, so 'Something Wrong!'; everything stays.
 */
export const Server422NotForAField: Story = {
  parameters: {
    session: {
      signedIn: { token: mockToken(999), user: { id: 999, name: 'Gone Customer', email: '', phone: '', image: '' } },
    },
  },
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expectToast('Something Wrong!', 'warning')
    await expectOnlyToasts(page.shown, [{ type: 'warning', text: 'Something Wrong!' }])
    await expect(page.sent[0]).toMatchObject({ user_id: '999' })
    for (const field of [f.name, f.phone, f.email, f.file]) await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(f.name).toHaveValue(TYPED.name)
    await expectLocation(canvasElement, '/upload-prescription')
  },
}

/** The shop fails (500): 'Something Wrong!', the fields and the chosen file stay, the button comes back. */
export const ServerFailure: Story = {
  beforeEach: page.answeredBy(failWith('POST', PATH, 500)),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement, pdfFile('rx-scan.pdf'))
    await userEvent.click(f.submit)
    await expectToast('Something Wrong!', 'warning')
    await expectOnlyToasts(page.shown, [{ type: 'warning', text: 'Something Wrong!' }])
    await expectLocation(canvasElement, '/upload-prescription')
    await expectValues(f, TYPED)
    await expect(f.canvas.getByText('rx-scan.pdf', { ignore: '.visually-hidden' })).toBeVisible()
    await expect((f.file as HTMLInputElement).files?.[0]?.name).toBe('rx-scan.pdf')
    await waitFor(() => expect(f.canvas.getByRole('button', { name: 'Upload Prescription' })).toBeEnabled())

    // Trying again sends the same file.
    await userEvent.click(f.canvas.getByRole('button', { name: 'Upload Prescription' }))
    await waitFor(() => expect(page.sent).toHaveLength(2))
    await expect(page.sent[1]).toEqual(page.sent[0])
  },
}

/** A 390 px phone: one column, full-width button, the whole flow works. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const file = pngFile()
    const f = await fillValid(canvasElement, file)
    await expectFullWidth(f.submit)
    await expectNoSidewaysScroll()
    await userEvent.click(f.submit)
    await expectLocation(canvasElement, '/success')
    await expect(page.sent).toEqual([validSent(file)])
  },
}

/** A 390 px phone with client errors. */
export const MobileClientInvalid: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expectSubmitRefused(f, { name: MESSAGES.name, file: MESSAGES.prescriptionRequired })
  },
}
