import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith } from '@mocks/faults'
import MyInformationPage from '@/pages/account/MyInformationPage'
import {
  chooseFile,
  expectFieldError,
  fill,
  mobile,
  pngFile,
  recordPosts,
  recordToasts,
  signedInDemo,
  storedUser,
  wordFile,
  type ShownToast,
} from './support'

let profile = recordPosts('/api/auth/update-profile/:userId')
let photo = recordPosts('/api/v2/update-profile-photo')
let shown: ShownToast[] = []

/**
 * /my-information on the mock shop: the profile form ('Profile update Successful!') and the photo
 * card ('Image Upload Successful!'). The stored customer follows each change, so the header shows
 * the new name or photo at once. Other failures: 'Something Wrong!', input kept.
 */
const meta = {
  title: 'Pages/MyInformation',
  component: MyInformationPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/my-information', url: '/my-information' }, ...signedInDemo },
  beforeEach({ msw }) {
    profile = recordPosts('/api/auth/update-profile/:userId')
    photo = recordPosts('/api/v2/update-profile-photo')
    msw.use(profile.handler, photo.handler)
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
} satisfies Meta<typeof MyInformationPage>

export default meta
type Story = StoryObj<typeof meta>

/** The form holds the stored customer; the photo card shows the customer's photo. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Update profile' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Rahima Akter')
    await expect(canvas.getByRole('img', { name: 'Profile photo of Rahima Akter' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Update profile' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Saving the profile: the body, the toast, and the stored customer updated. */
export const UpdatesProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas.getByRole('textbox', { name: /Name/ }), 'Rahima Akter Khan')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'success', text: 'Profile update Successful!' }))
    await expect(profile.sent).toEqual([
      { name: 'Rahima Akter Khan', email: 'demo@medibazar.test', phone: '01711000000' },
    ])
    await expect(storedUser()).toMatchObject({ id: 7, name: 'Rahima Akter Khan' })
  },
}

/** Another customer's email (422): under the email; nothing stored. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await fill(email, 'staff@medibazar.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }))
    await expectFieldError(email, 'The email has already been taken.')
    await expect(storedUser()).toMatchObject({ email: 'demo@medibazar.test' })
  },
}

/** A server error: 'Something Wrong!' and the edit kept. */
export const ProfileServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/auth/update-profile/{userId}', 500))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas.getByRole('textbox', { name: /Name/ }), 'Rahima A.')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'warning', text: 'Something Wrong!' }))
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Rahima A.')
  },
}

/** Uploading a photo: multipart user_id and image; the toast; the new photo shown and stored. */
export const UploadsPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvas.getByLabelText(/Choose a photo/), pngFile('me.png'))
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'success', text: 'Image Upload Successful!' }))
    await expect(photo.sent).toHaveLength(1)
    await expect(photo.sent[0]).toMatchObject({ user_id: '7', image: { name: 'me.png', type: 'image/png' } })
    await expect(storedUser()).toMatchObject({ image: 'uploaded-photo.svg' })
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Profile photo of Rahima Akter' }).getAttribute('src')).toMatch(
        /uploaded-photo\.svg$/,
      ),
    )
  },
}

/** A file that is not an image is refused before upload: no request. */
export const PhotoRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(/Choose a photo/)
    await chooseFile(input, wordFile('cv.docx'))
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await expectFieldError(input, 'cannot be uploaded')
    await expect(photo.sent).toHaveLength(0)
  },
}

/** Photo upload failing on the server: 'Something Wrong!'; the chosen file stays. */
export const PhotoServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/v2/update-profile-photo', 500))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvas.getByLabelText(/Choose a photo/), pngFile('me.png'))
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'warning', text: 'Something Wrong!' }))
    await expect(canvas.getByTestId('file-preview')).toHaveTextContent('me.png')
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = canvas.getByRole('form', { name: 'Profile details' }).getBoundingClientRect()
    const card = canvas.getByRole('region', { name: 'Profile photo' }).getBoundingClientRect()
    await expect(card.top).toBeGreaterThanOrEqual(form.bottom)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
