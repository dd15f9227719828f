import { Trans, useLingui } from '@lingui/react/macro'
import { intlLocale } from '@/i18n/locale'
import { useLocale } from '@/i18n/LocaleContext'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import { describedBy, FieldFrame } from './Field'
import { formatFileSize, isImageFile, isPdfFile } from './files'
import styles from './form.module.css'

export interface FileFieldProps {
  label: ReactNode
  hint?: ReactNode
  error?: string
  required?: boolean
  id?: string
  name?: string
  /** The input's `accept` attribute (see `acceptAttribute`): it filters the picker, it does not validate. */
  accept?: string
  /** The chosen file, or null. */
  value: File | null
  onChange: (file: File | null) => void
  onBlur?: () => void
  disabled?: boolean
  /** The file input (react-hook-form focuses it when the field is in error). */
  ref?: Ref<HTMLInputElement>
  /** The button that clears the choice ('Remove' by default); the file name is added for screen readers. */
  removeLabel?: string
  /**
   * Makes a chosen photo lighter before the form gets it: a promise of the file to upload instead,
   * or null when the file is kept as it is (see `compressLargeImage` in src/lib/imageCompression).
   * While it runs the field says so and the form gets nothing; when it fails the original is given.
   */
  compressImage?: (file: File) => Promise<File> | null
  /** Told when a compression starts (true) and ends (false), e.g. to hold the submit button. */
  onCompressingChange?: (compressing: boolean) => void
  /**
   * The label of a second choice that opens the phone's camera (`capture`), e.g. 'Take a photo'.
   * Shown on touch screens only; the main input keeps the gallery, files and PDFs.
   */
  cameraLabel?: ReactNode
}

/** What the field is doing with the photo it was given. */
type Compression =
  | { state: 'compressing'; original: File }
  | { state: 'compressed'; original: File; result: File }
  | { state: 'failed'; original: File }

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node)
  else if (ref) ref.current = node
}

/** A document icon with its kind written on it (PDF, or FILE for anything else). */
function FileIcon({ kind }: { kind: string }) {
  return (
    <svg className={styles.fileIcon} viewBox="0 0 48 56" width="48" height="56" aria-hidden="true" focusable="false">
      <path d="M4 2h28l12 12v40H4z" fill="var(--color-surface)" stroke="currentColor" strokeWidth="2" />
      <path d="M32 2v12h12" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="2" y="30" width="36" height="14" rx="2" fill="currentColor" />
      <text x="20" y="41" textAnchor="middle" fontSize="10" fontWeight="700" fill="var(--color-text-inverse)">
        {kind}
      </text>
    </svg>
  )
}

/** A camera, drawn in place. */
function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="13" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

/** 'Remove', with the file's name for screen readers. */
function RemoveLabel({ name }: { name: string }) {
  return (
    <Trans>
      Remove<span className="visually-hidden"> {name}</span>
    </Trans>
  )
}

/** The thumbnail of a chosen image; falls back to the icon when the browser cannot draw it. */
function Thumbnail({ src, name }: { src: string; name: string }) {
  const { t } = useLingui()
  const [broken, setBroken] = useState(false)
  if (broken) return <FileIcon kind="IMG" />
  return (
    <img
      className={styles.fileThumb}
      src={src}
      alt={t`Preview of ${name}`}
      width={72}
      height={72}
      onError={() => setBroken(true)}
    />
  )
}

/** Images larger than this are not read for a thumbnail (the icon stands in). */
const PREVIEW_MAX_BYTES = 20 * 1024 * 1024

/**
 * A data URL of an image file for its thumbnail, read in the background; null for other files,
 * while reading, and for a file that is no longer the current one.
 */
function useImagePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null)
  useEffect(() => {
    if (!file || !isImageFile(file) || file.size > PREVIEW_MAX_BYTES) return
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result })
    }
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])
  return preview && preview.file === file ? preview.url : null
}

/**
 * A labelled file input with a preview of the choice: a thumbnail for an image, a document icon
 * for a PDF (or anything else), the name and size, and a button to remove it. Checking the type
 * and size is the form's job (see files.ts); the field shows the `error` it is given, linked with
 * aria-describedby, and sets aria-invalid.
 */
export function FileField({
  label,
  hint,
  error,
  required,
  id,
  name,
  accept,
  value,
  onChange,
  onBlur,
  disabled,
  ref,
  removeLabel,
  compressImage,
  onCompressingChange,
  cameraLabel,
}: FileFieldProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const autoId = useId()
  const fieldId = id ?? autoId
  const cameraId = `${fieldId}-camera`
  const statusId = `${fieldId}-compression`
  const inputRef = useRef<HTMLInputElement | null>(null)
  const cameraRef = useRef<HTMLInputElement | null>(null)
  const [compression, setCompression] = useState<Compression | null>(null)
  // The latest choice: a compression that finishes after another choice (or Remove) is dropped.
  const choice = useRef(0)
  useEffect(() => () => void (choice.current += 1), [])
  const compressing = compression?.state === 'compressing'
  // While compressing, the photo being made smaller is shown; else the form's value.
  const shown = compressing ? compression.original : value
  const previewUrl = useImagePreview(shown)

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node
      assignRef(ref, node)
    },
    [ref],
  )

  // The input keeps its own selection: clear it when the form clears the value (remove, reset),
  // so the same file can be chosen again.
  useEffect(() => {
    if (value) return
    if (inputRef.current) inputRef.current.value = ''
    if (cameraRef.current) cameraRef.current.value = ''
  }, [value])

  const choose = (file: File | null) => {
    const current = (choice.current += 1)
    const job = file ? (compressImage?.(file) ?? null) : null
    if (compressing) onCompressingChange?.(false)
    if (!file || !job) {
      setCompression(null)
      onChange(file)
      return
    }
    setCompression({ state: 'compressing', original: file })
    onCompressingChange?.(true)
    job.then(
      (result) => {
        if (choice.current !== current) return
        setCompression(result === file ? null : { state: 'compressed', original: file, result })
        onCompressingChange?.(false)
        onChange(result)
      },
      () => {
        if (choice.current !== current) return
        setCompression({ state: 'failed', original: file })
        onCompressingChange?.(false)
        onChange(file)
      },
    )
  }

  const remove = () => {
    choose(null)
    inputRef.current?.focus()
  }

  const format = (bytes: number) => formatFileSize(bytes, intlLocale(locale))
  let compressionText: ReactNode = null
  if (compressing) compressionText = t`Making the photo smaller for upload…`
  else if (compression?.state === 'compressed' && compression.result === value) {
    const before = format(compression.original.size)
    const after = format(compression.result.size)
    compressionText = t`Made smaller for upload: ${before} → ${after}`
  } else if (compression?.state === 'failed' && compression.original === value) {
    const size = format(compression.original.size)
    compressionText = t`This photo could not be made smaller; it will be uploaded as it is (${size}).`
  }

  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <input
        ref={setInput}
        id={fieldId}
        name={name}
        type="file"
        className={styles.fileInput}
        accept={accept}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      {cameraLabel && (
        <div className={styles.fileCamera}>
          {/* Its own input: `capture` on the main one would take the gallery and PDFs away on some phones. */}
          <input
            ref={cameraRef}
            id={cameraId}
            type="file"
            accept="image/*"
            capture="environment"
            className={`visually-hidden ${styles.fileCameraInput}`}
            disabled={disabled}
            aria-describedby={describedBy(fieldId, hint, error)}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) choose(file)
            }}
          />
          <label htmlFor={cameraId} className={styles.fileCameraButton}>
            <CameraIcon />
            {cameraLabel}
          </label>
        </div>
      )}
      {shown && (
        <div className={styles.filePreview} data-testid="file-preview">
          {previewUrl ? (
            <Thumbnail key={`${shown.name}:${shown.size}:${shown.lastModified}`} src={previewUrl} name={shown.name} />
          ) : (
            <FileIcon kind={isPdfFile(shown) ? 'PDF' : t`FILE`} />
          )}
          <p className={styles.fileDetails}>
            <span className={styles.fileName}>{shown.name}</span>
            <span className={styles.fileSize}>{format(shown.size)}</span>
          </p>
          <button type="button" className={styles.fileRemove} onClick={remove} disabled={disabled}>
            {removeLabel === undefined ? (
              <RemoveLabel name={shown.name} />
            ) : (
              <>
                {removeLabel}
                <span className="visually-hidden"> {shown.name}</span>
              </>
            )}
          </button>
        </div>
      )}
      <p
        id={statusId}
        role="status"
        className={compression?.state === 'failed' ? styles.compressionFailed : styles.compression}
        data-testid="file-compression"
      >
        {compressionText}
      </p>
    </FieldFrame>
  )
}
