import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MESSAGES, ProfileForm, ProfilePhotoCard } from '@/components/account'
import {
  chooseFile,
  demo,
  expectFieldError,
  fill,
  largeImage,
  mobile,
  pngFile,
  sizedImage,
  validationError,
  wordFile,
} from './support'

/**
 * /my-information (spec 001 s2): the profile form (name, email, phone) and the profile photo
 * card. The card shows the photo, or a default picture when there is none (or it fails to load),
 * and refuses a file that is not an image or is larger than 2 MB before anything is uploaded.
 */
const meta = {
  title: 'Components/Account/ProfileForms',
  component: ProfileForm,
  tags: ['autodocs'],
  args: {
    defaultValues: { name: demo.user.name, email: demo.user.email, phone: demo.user.phone },
    onSubmit: fn(() => Promise.resolve()),
    onFailure: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>

export default meta
type Story = StoryObj<typeof meta>

function profileFields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  return {
    canvas,
    name: canvas.getByRole('textbox', { name: /Name/ }),
    email: canvas.getByRole('textbox', { name: /Email/ }),
    phone: canvas.getByRole('textbox', { name: /Phone/ }),
    submit: canvas.getByRole('button', { name: 'Update Profile' }),
  }
}

/** Prefilled with the stored customer; saving hands over the edited values once. */
export const ProfileSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const f = profileFields(canvasElement)
    await expect(f.name).toHaveValue('Rahima Akter')
    await expect(f.email).toHaveValue('demo@medibazar.test')
    await expect(f.phone).toHaveValue('01711000000')
    await fill(f.name, 'Rahima Akter Khan')
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Rahima Akter Khan',
      email: 'demo@medibazar.test',
      phone: '01711000000',
    })
  },
}

/** Emptied fields and a bad email: messages under the fields, nothing sent. */
export const ProfileClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const f = profileFields(canvasElement)
    await fill(f.name, '')
    await fill(f.email, 'rahima-at-example')
    await fill(f.phone, '')
    await userEvent.click(f.submit)
    await expectFieldError(f.name, MESSAGES.nameRequired)
    await expectFieldError(f.email, MESSAGES.emailInvalid)
    await expectFieldError(f.phone, MESSAGES.phoneRequired)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A 422 (email taken) under the email; the edit is kept. */
export const ProfileServerErrors: Story = {
  args: { onSubmit: fn(() => Promise.reject(validationError({ email: ['The email has already been taken.'] }))) },
  play: async ({ canvasElement }) => {
    const f = profileFields(canvasElement)
    await fill(f.email, 'staff@medibazar.test')
    await userEvent.click(f.submit)
    await expectFieldError(f.email, 'The email has already been taken.')
    await expect(f.email).toHaveValue('staff@medibazar.test')
  },
}

const photoArgs = { name: demo.user.name, onUpload: fn(() => Promise.resolve()), onFailure: fn() }

/** The customer's photo, described by name. */
export const PhotoCurrent: Story = {
  render: () => <ProfilePhotoCard {...photoArgs} image="rahima-akter.svg" />,
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole('img', { name: 'Profile photo of Rahima Akter' })
    await expect(photo.getAttribute('src')).toMatch(/\/uploads\/profile\/rahima-akter\.svg$/)
  },
}

/** No photo: the default picture (drawn in place, no request). */
export const PhotoDefault: Story = {
  render: () => <ProfilePhotoCard {...photoArgs} image="" />,
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Profile photo of Rahima Akter (default picture)' })
    await expect(picture.tagName.toLowerCase()).toBe('svg')
  },
}

/** A photo file missing on the server falls back to the default picture. */
export const PhotoBroken: Story = {
  render: () => <ProfilePhotoCard {...photoArgs} image="missing-photo.jpg" />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('img', { name: 'Profile photo of Rahima Akter (default picture)' }),
      ).toBeVisible(),
    )
  },
}

/** Upload with no file chosen: 'Please choose a photo.' */
export const PhotoRequired: Story = {
  render: () => <ProfilePhotoCard {...photoArgs} image="" />,
  play: async ({ canvasElement }) => {
    photoArgs.onUpload.mockClear()
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await expectFieldError(canvas.getByLabelText(/Choose a photo/), MESSAGES.photoRequired)
    await expect(photoArgs.onUpload).not.toHaveBeenCalled()
  },
}

/** A Word file is refused as soon as it is chosen, with the reason; nothing is uploaded. */
export const PhotoNotAnImage: Story = {
  render: () => <ProfilePhotoCard {...photoArgs} image="" />,
  play: async ({ canvasElement }) => {
    photoArgs.onUpload.mockClear()
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(/Choose a photo/)
    await chooseFile(input, wordFile('cv.docx'))
    await expectFieldError(input, '“cv.docx” cannot be uploaded: choose a JPG, PNG, WEBP or GIF image.')
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await expect(photoArgs.onUpload).not.toHaveBeenCalled()
  },
}

/**
 * A 6 MB file that the browser cannot draw (so cannot make smaller) is refused before upload (the
 * limit is 2 MB); a real photo that large is made smaller first (PhotoCompressed).
 */
export const PhotoTooLarge: Story = {
  render: () => <ProfilePhotoCard {...photoArgs} image="" />,
  play: async ({ canvasElement }) => {
    photoArgs.onUpload.mockClear()
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(/Choose a photo/)
    await chooseFile(input, largeImage('selfie.jpg'))
    await expect(await canvas.findByText(/could not be made smaller/)).toBeVisible()
    await expectFieldError(input, 'the largest file you can upload is 2 MB')
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await expect(photoArgs.onUpload).not.toHaveBeenCalled()
  },
}

/** A PNG is previewed and uploaded once; the choice is cleared after success. */
export const PhotoUploads: Story = {
  render: () => <ProfilePhotoCard {...photoArgs} image="rahima-akter.svg" />,
  play: async ({ canvasElement }) => {
    photoArgs.onUpload.mockClear()
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(/Choose a photo/)
    await chooseFile(input, pngFile('me.png'))
    await expect(await canvas.findByRole('img', { name: 'Preview of me.png' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await waitFor(() => expect(photoArgs.onUpload).toHaveBeenCalledTimes(1))
    const [file] = photoArgs.onUpload.mock.calls[0] as unknown as [File]
    await expect(file.name).toBe('me.png')
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Preview of me.png' })).toBeNull())
  },
}

/** The server's 422 on the image lands under the field. */
export const PhotoServerError: Story = {
  render: () => (
    <ProfilePhotoCard
      {...photoArgs}
      image=""
      onUpload={() => Promise.reject(validationError({ image: ['The image must be an image.'] }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(/Choose a photo/)
    await chooseFile(input, pngFile('me.png'))
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await expectFieldError(input, 'The image must be an image.')
  },
}

export const Mobile: Story = {
  globals: mobile,
  render: (args) => (
    <>
      <ProfileForm {...args} />
      <ProfilePhotoCard {...photoArgs} image="" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('button', { name: 'Upload Photo' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/**
 * A 3 MB phone photo (over the 2 MB limit) is made smaller first and then uploaded: the sizes
 * before and after are shown and the upload gets the smaller JPEG.
 */
export const PhotoCompressed: Story = {
  render: () => (
    <ProfilePhotoCard
      {...photoArgs}
      image=""
      compressImage={(file) => Promise.resolve(sizedImage(file.name.replace(/\.\w+$/, '.jpg'), 512 * 1024))}
    />
  ),
  play: async ({ canvasElement }) => {
    photoArgs.onUpload.mockClear()
    const canvas = within(canvasElement)
    await chooseFile(canvas.getByLabelText(/Choose a photo/), sizedImage('selfie.jpg', 3 * 1024 * 1024))
    await expect(await canvas.findByText('Made smaller for upload: 3 MB → 512 kB')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photo' }))
    await waitFor(() => expect(photoArgs.onUpload).toHaveBeenCalledTimes(1))
    await expect((photoArgs.onUpload.mock.calls[0] as unknown as [File])[0].size).toBe(512 * 1024)
  },
}
