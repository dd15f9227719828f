import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { Area, City } from '@/api/entities'
import { SelectField, SubmitButton, TextField, useFormSubmit, type SelectOption } from '@/components/form'
import { ADDRESS_FIELDS, addressSchema, type AddressOutput, type AddressValues } from '../schemas'
import styles from './AddressForm.module.css'

export interface AddressFormProps {
  /** The saved address when editing; empty fields otherwise. */
  defaultValues?: Partial<AddressValues>
  /** The delivery cities; null while they load. */
  cities: readonly City[] | null
  citiesFailed?: boolean
  /** The areas of the chosen city; null while they load (or before a city is chosen). */
  areas: readonly Area[] | null
  areasFailed?: boolean
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

/** Options by name (the backend stores names); a saved value missing from the list stays selectable. */
function optionsOf(names: readonly string[], current: string): SelectOption[] {
  const options = names.map((name) => ({ value: name, label: name }))
  if (current && !names.includes(current)) options.unshift({ value: current, label: current })
  return options
}

/**
 * Add / update address (spec 001 s2): full name, address line 1 (required), address line 2
 * (optional), city, area (loaded for the chosen city), email, phone. Checkout can reuse it.
 */
export function AddressForm({
  defaultValues,
  cities,
  citiesFailed = false,
  areas,
  areasFailed = false,
  onCityChange,
  onSubmit,
  onFailure,
  submitLabel = 'Save Address',
}: AddressFormProps) {
  const form = useForm<AddressValues, unknown, AddressOutput>({
    resolver: zodResolver(addressSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
  })
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form
  const submit = useFormSubmit({ form, fields: ADDRESS_FIELDS, onSubmit, onFailure })
  const city = useWatch({ control: form.control, name: 'city' })

  const cityHint = citiesFailed ? 'The cities could not be loaded. Reload the page to try again.' : undefined
  const areaHint = !city
    ? 'Choose a city first.'
    : areasFailed
      ? 'The areas of this city could not be loaded. Choose the city again to retry.'
      : areas === null
        ? 'Loading areas...'
        : undefined

  return (
    <form noValidate onSubmit={submit.onSubmit} className={styles.form} aria-label="Address">
      <div className={styles.grid}>
        <TextField
          label="Full name"
          autoComplete="name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Address line 1"
          autoComplete="address-line1"
          required
          error={errors.address_line_one?.message}
          {...register('address_line_one')}
        />
        <TextField
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          error={errors.address_line_tow?.message}
          {...register('address_line_tow')}
        />
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <SelectField
              label="City"
              required
              placeholder={cities === null && !citiesFailed ? 'Loading cities...' : 'Select city'}
              options={optionsOf(cities?.map((c) => c.city_name) ?? [], field.value)}
              hint={cityHint}
              error={errors.city?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const next = event.currentTarget.value
                field.onChange(next)
                setValue('area', '')
                onCityChange(next)
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="area"
          render={({ field }) => (
            <SelectField
              label="Area"
              required
              placeholder="Select area"
              options={optionsOf(areas?.map((a) => a.area_name) ?? [], field.value)}
              disabled={!city}
              hint={areaHint}
              error={errors.area?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.currentTarget.value)}
            />
          )}
        />
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <SubmitButton busy={submit.busy} busyLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
