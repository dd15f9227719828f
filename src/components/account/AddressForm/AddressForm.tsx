import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  AddressFields,
  SHARED_ADDRESS_NAMES,
  SubmitButton,
  useFormSubmit,
  type AddressChoicesProps,
  type AddressFieldNames,
} from '@/components/form'
import { ADDRESS_FIELDS, addressSchema, type AddressOutput, type AddressValues } from '../schemas'
import styles from './AddressForm.module.css'

/** The cities and areas (null while loading), their failures and retries: see AddressChoicesProps. */
export interface AddressFormProps extends AddressChoicesProps {
  /** The saved address when editing; empty fields otherwise. */
  defaultValues?: Partial<AddressValues>
  /** A city was chosen: the page loads its areas (POST /api/area). */
  onCityChange: (city: string) => void
  /** Saves the address; a rejected 422 puts the server's messages under the fields. */
  onSubmit: (values: AddressOutput) => Promise<unknown>
  onFailure?: (error: unknown) => void
  submitLabel?: string
}

const EMPTY: AddressValues = {
  first_name: '',
  address_line_one: '',
  address_line_tow: '',
  city: '',
  area: '',
  email: '',
  phone: '',
}

/** The address form's field names (the payload's). */
export const ADDRESS_FORM_NAMES: AddressFieldNames<AddressValues> = { ...SHARED_ADDRESS_NAMES, fullName: 'first_name' }

/**
 * Add / update address (spec 001 s2): full name, address line 1 (required), address line 2
 * (optional), city, area (loaded for the chosen city), email, phone: the shared AddressFields
 * (the checkout's billing form uses them too) with the address schema and a submit button.
 */
export function AddressForm({ defaultValues, onSubmit, onFailure, submitLabel, ...fields }: AddressFormProps) {
  const { t } = useLingui()
  const form = useForm<AddressValues, unknown, AddressOutput>({
    resolver: zodResolver(addressSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
  })
  const submit = useFormSubmit({ form, fields: ADDRESS_FIELDS, onSubmit, onFailure })

  return (
    <form noValidate onSubmit={submit.onSubmit} className={styles.form} aria-label={t`Address`}>
      <AddressFields control={form.control} names={ADDRESS_FORM_NAMES} phoneMaxLength={11} {...fields} />
      <SubmitButton busy={submit.busy} busyLabel={t`Saving...`}>
        {submitLabel ?? t`Save Address`}
      </SubmitButton>
    </form>
  )
}
