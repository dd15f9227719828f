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
}

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
}: FileFieldProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const autoId = useId()
  const fieldId = id ?? autoId
  const inputRef = useRef<HTMLInputElement | null>(null)
  const previewUrl = useImagePreview(value)

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
    if (!value && inputRef.current) inputRef.current.value = ''
  }, [value])

  const remove = () => {
    onChange(null)
    inputRef.current?.focus()
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
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      {value && (
        <div className={styles.filePreview} data-testid="file-preview">
          {previewUrl ? (
            <Thumbnail key={`${value.name}:${value.size}:${value.lastModified}`} src={previewUrl} name={value.name} />
          ) : (
            <FileIcon kind={isPdfFile(value) ? 'PDF' : t`FILE`} />
          )}
          <p className={styles.fileDetails}>
            <span className={styles.fileName}>{value.name}</span>
            <span className={styles.fileSize}>{formatFileSize(value.size, intlLocale(locale))}</span>
          </p>
          <button type="button" className={styles.fileRemove} onClick={remove} disabled={disabled}>
            {removeLabel === undefined ? (
              <RemoveLabel name={value.name} />
            ) : (
              <>
                {removeLabel}
                <span className="visually-hidden"> {value.name}</span>
              </>
            )}
          </button>
        </div>
      )}
    </FieldFrame>
  )
}
