import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  ContactFields,
  FileField,
  PRESCRIPTION_FILE_RULES,
  SubmitButton,
  acceptAttribute,
  formatFileSize,
  useFormSubmit,
} from '@/components/form'
import { intlLocale } from '@/i18n/locale'
import { useLocale } from '@/i18n/LocaleContext'
import { compressLargeImage } from '@/lib/imageCompression'
import { prescriptionFormSchema, type PrescriptionFormOutput, type PrescriptionFormValues } from './schemas'
import styles from './ContentForm.module.css'

export interface PrescriptionFormProps {
  /** Sends the upload; a rejection is a failed upload (a 422 lands under the fields). */
  onSubmit: (values: PrescriptionFormOutput) => Promise<unknown>
  /** A failure that is not a 422 with field messages. */
  onFailure?: (error: unknown) => void
  /** Prefill, e.g. the signed-in customer's name, phone and email. */
  defaultValues?: Partial<Omit<PrescriptionFormValues, 'prescription'>>
  /** Makes a large photo lighter before upload (default: `compressLargeImage`; stories pass their own). */
  compressImage?: (file: File) => Promise<File> | null
}

const FIELDS = ['name', 'phone', 'email', 'prescription'] as const
const ACCEPT = acceptAttribute(PRESCRIPTION_FILE_RULES)

/**
 * Upload Prescription (spec 001 s2): name, phone, email and the prescription file, all required.
 * The file is checked (type, size) as soon as it is chosen and again on submit, before anything is
 * uploaded; the chosen file and the fields stay when the upload fails. A photo over ~1 MB is made
 * smaller first (JPEG, long side <= 2000 px), the sizes before and after shown; on a phone a second
 * choice opens the camera.
 */
export function PrescriptionForm({
  onSubmit,
  onFailure,
  defaultValues,
  compressImage = compressLargeImage,
}: PrescriptionFormProps) {
  const { t } = useLingui()
  const [compressing, setCompressing] = useState(false)
  const locale = useLocale()
  const size = formatFileSize(PRESCRIPTION_FILE_RULES.maxBytes, intlLocale(locale))
  const form = useForm<PrescriptionFormValues, unknown, PrescriptionFormOutput>({
    resolver: zodResolver(prescriptionFormSchema),
    defaultValues: { name: '', phone: '', email: '', ...defaultValues, prescription: null },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitted },
  } = form
  const submit = useFormSubmit({ form, fields: FIELDS, onSubmit, onFailure, resetOnSuccess: true })

  return (
    <form className={styles.form} noValidate onSubmit={submit.onSubmit} aria-label={t`Upload prescription`}>
      <p className={styles.note}>{t`Fields marked * are required.`}</p>
      <ContactFields
        fields={[
          { kind: 'name', error: errors.name?.message, ...register('name') },
          { kind: 'phone', error: errors.phone?.message, ...register('phone') },
          { kind: 'email', error: errors.email?.message, ...register('email') },
        ]}
      />
      <Controller
        name="prescription"
        control={control}
        render={({ field, fieldState }) => (
          <FileField
            label={t`Prescription`}
            hint={t`A clear photo (JPG, PNG or WEBP) or a PDF, up to ${size}.`}
            required
            accept={ACCEPT}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={submit.busy}
            compressImage={compressImage}
            onCompressingChange={setCompressing}
            cameraLabel={t`Take a photo`}
            onChange={(file) => {
              field.onChange(file)
              // A refused file is reported at once; removing a file before any submit is not an error yet.
              if (file) void form.trigger('prescription')
              else if (!isSubmitted) form.clearErrors('prescription')
            }}
          />
        )}
      />
      <div className={styles.actions}>
        <SubmitButton busy={submit.busy} busyLabel={t`Uploading...`} disabled={compressing}>
          {t`Upload Prescription`}
        </SubmitButton>
      </div>
    </form>
  )
}
