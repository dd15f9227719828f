import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod/mini'
import { uploadUrl } from '@/api/images'
import { englishTexts } from '@/i18n/lingui'
import { compressLargeImage } from '@/lib/imageCompression'
import { acceptAttribute, FileField, fileProblem, SubmitButton, useFormSubmit, type FileRules } from '@/components/form'
import { MESSAGES } from '../schemas'
import styles from './ProfilePhotoCard.module.css'

/** Profile photos: common image types up to 2 MB (the shop's rule: image, max 2048 KB). */
export const PROFILE_PHOTO_RULES: FileRules = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
  maxBytes: 2 * 1024 * 1024,
  description: englishTexts({ description: msg`a JPG, PNG, WEBP or GIF image` }).description,
  wrongType: (name) => msg`“${name}” cannot be uploaded: choose a JPG, PNG, WEBP or GIF image.`,
}

export const photoSchema = z.object({
  image: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .check(
      z.superRefine((file, ctx) => {
        if (!file) ctx.addIssue({ code: 'custom', message: MESSAGES.photoRequired })
        else {
          const problem = fileProblem(file, PROFILE_PHOTO_RULES)
          if (problem) ctx.addIssue({ code: 'custom', message: problem })
        }
      }),
    ),
})
type PhotoValues = z.input<typeof photoSchema>

export interface ProfilePhotoCardProps {
  /** The customer's image file name (under uploads/profile) or URL; '' when there is none. */
  image: string
  /** The customer's name, for the photo's text alternative. */
  name: string
  /** Uploads the photo; a rejected 422 shows the server's message under the field. */
  onUpload: (file: File) => Promise<unknown>
  onFailure?: (error: unknown) => void
  /** Makes a large photo lighter before upload (default: `compressLargeImage`; stories pass their own). */
  compressImage?: (file: File) => Promise<File> | null
}

/** The default picture: a person's outline, drawn in place (no image request). */
function DefaultAvatar({ label }: { label: string }) {
  return (
    <svg className={styles.avatar} viewBox="0 0 120 120" role="img" aria-label={label}>
      <rect width="120" height="120" rx="60" fill="var(--color-primary-soft)" />
      <circle cx="60" cy="46" r="22" fill="var(--color-primary)" />
      <path d="M20 104c6-22 22-32 40-32s34 10 40 32" fill="var(--color-primary)" />
    </svg>
  )
}

/** The current photo, or the default picture when there is none or it fails to load. */
function CurrentPhoto({ image, name }: { image: string; name: string }) {
  const { t } = useLingui()
  const src = uploadUrl('profile', image)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const owner = name.trim()
  const label = owner ? t`Profile photo of ${owner}` : t`Profile photo`
  if (!src || failedSrc === src) {
    return (
      <DefaultAvatar
        label={owner ? t`Profile photo of ${owner} (default picture)` : t`Profile photo (default picture)`}
      />
    )
  }
  return (
    <img className={styles.avatar} src={src} alt={label} width={120} height={120} onError={() => setFailedSrc(src)} />
  )
}

/**
 * The profile photo card of /my-information (spec 001 s2): the current photo (a default picture
 * when none) and an upload. A photo over ~1 MB is made smaller first (the sizes shown); what is
 * still not an image or larger than 2 MB is refused before anything is uploaded. On a phone a
 * second choice opens the camera.
 */
export function ProfilePhotoCard({
  image,
  name,
  onUpload,
  onFailure,
  compressImage = compressLargeImage,
}: ProfilePhotoCardProps) {
  const { t } = useLingui()
  const [compressing, setCompressing] = useState(false)
  const form = useForm<PhotoValues, unknown, { image: File | null }>({
    resolver: zodResolver(photoSchema),
    defaultValues: { image: null },
  })
  const submit = useFormSubmit({
    form,
    fields: ['image'],
    onSubmit: (values) => onUpload(values.image as File),
    onFailure,
    resetOnSuccess: true,
  })
  const error = form.formState.errors.image?.message
  const headingId = useId()

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t`Profile photo`}
      </h2>
      <CurrentPhoto image={image} name={name} />
      <form noValidate onSubmit={submit.onSubmit} className={styles.form} aria-label={t`Upload a profile photo`}>
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <FileField
              label={t`Choose a photo`}
              hint={t`JPG, PNG, WEBP or GIF, up to 2 MB`}
              accept={acceptAttribute(PROFILE_PHOTO_RULES)}
              required
              error={error}
              name={field.name}
              value={field.value}
              onChange={(file) => {
                field.onChange(file)
                // Check the choice at once: a wrong file is refused before Upload is pressed.
                void form.trigger('image')
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              compressImage={compressImage}
              onCompressingChange={setCompressing}
              cameraLabel={t`Take a photo`}
            />
          )}
        />
        <SubmitButton busy={submit.busy} busyLabel={t`Uploading...`} disabled={compressing}>
          {t`Upload Photo`}
        </SubmitButton>
      </form>
    </section>
  )
}
