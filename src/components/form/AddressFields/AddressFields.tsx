import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form'
import type { Area, City } from '@/api/entities'
import { englishTexts, useText } from '@/i18n/lingui'
import { EMAIL_INPUT, NAME_INPUT, PHONE_INPUT } from '../ContactFields'
import { SelectField, TextField, type SelectOption } from '../Field'
import { RetryNote } from '../RetryNote'
import styles from './AddressFields.module.css'

/** The address fields, by what they are (each form names them its own way). */
export type AddressFieldKey = 'fullName' | 'phone' | 'addressLineOne' | 'addressLineTwo' | 'city' | 'area' | 'email'

/** The form's field name of each address field (e.g. the account form's 'first_name', checkout's 'firstname'). */
export type AddressFieldNames<T extends FieldValues> = Record<AddressFieldKey, FieldPathByValue<T, string>>

/** The backend's names of the fields both address forms share ('address_line_tow' sic); each adds its full name. */
export const SHARED_ADDRESS_NAMES = {
  phone: 'phone',
  addressLineOne: 'address_line_one',
  addressLineTwo: 'address_line_tow',
  city: 'city',
  area: 'area',
  email: 'email',
} as const

export const ADDRESS_TEXTS = englishTexts({
  citiesLoading: msg`Loading cities...`,
  citiesFailed: msg`The cities could not be loaded.`,
  citiesFailedReload: msg`The cities could not be loaded. Reload the page to try again.`,
  chooseCity: msg`Choose a city first.`,
  areasLoading: msg`Loading areas...`,
  areasFailed: msg`The areas of this city could not be loaded.`,
  areasFailedChooseAgain: msg`The areas of this city could not be loaded. Choose the city again to retry.`,
})

/** The city and area lists an address form offers, and the retries of their calls (the owner's). */
export interface AddressChoicesProps {
  /** The delivery cities; null while they load. */
  cities: readonly City[] | null
  citiesFailed?: boolean
  /** The cities are asked for again ('Trying again…'). */
  citiesRetrying?: boolean
  /** Shows 'Try again' beside a cities failure; without it the hint says to reload the page. */
  onRetryCities?: () => void
  /** The areas of the chosen city; null while they load (or before a city is chosen). */
  areas: readonly Area[] | null
  areasFailed?: boolean
  areasRetrying?: boolean
  /** Shows 'Try again' beside an areas failure; without it the hint says to choose the city again. */
  onRetryAreas?: () => void
}

export interface AddressFieldsProps<T extends FieldValues, TOut = T> extends AddressChoicesProps {
  /** The owning form's control (react-hook-form). */
  control: Control<T, unknown, TOut>
  names: AddressFieldNames<T>
  /** A city was chosen (the area has been cleared): the owner loads its areas. */
  onCityChange?: (city: string) => void
  /** Read-only (checkout's saved address): text boxes only, city and area as read-only text. */
  readOnly?: boolean
  phoneHint?: string
  phoneMaxLength?: number
}

/** Options by name (the backend stores names); a saved value missing from the list stays selectable. */
export function optionsOf(names: readonly string[], current: string): SelectOption[] {
  const options = names.map((name) => ({ value: name, label: name }))
  if (current && !names.includes(current)) options.unshift({ value: current, label: current })
  return options
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** What a Controller hands its select (or, read-only, its text box). */
interface ChoiceField {
  name: string
  ref: Ref<HTMLInputElement & HTMLSelectElement>
  value: unknown
  onBlur: () => void
  onChange: (value: string) => void
}

interface ChoiceProps {
  label: string
  field: ChoiceField
  error?: string
  readOnly: boolean
  placeholder: string
  options: SelectOption[]
  hint?: ReactNode
  busy?: boolean
  disabled?: boolean
  /** Besides the field's own onChange (e.g. the city clears the area). */
  onChoose?: (value: string) => void
}

/** City or area: a required select, or a read-only text box with the chosen name. */
function Choice({ label, field, error, readOnly, placeholder, options, hint, busy, disabled, onChoose }: ChoiceProps) {
  const common = { label, required: true, error, name: field.name, ref: field.ref, onBlur: field.onBlur }
  if (readOnly) return <TextField {...common} readOnly value={valueText(field.value)} />
  return (
    <SelectField
      {...common}
      placeholder={placeholder}
      aria-busy={busy || undefined}
      options={options}
      disabled={disabled}
      hint={hint}
      value={valueText(field.value)}
      onChange={(event) => {
        const next = event.currentTarget.value
        field.onChange(next)
        onChoose?.(next)
      }}
    />
  )
}

/**
 * Full name, phone, address lines 1 and 2, city, area (of the chosen city) and email (spec 001 s2:
 * Add/Update Address and the checkout's billing form). Required marks on full name, phone, line 1,
 * city and area. Choosing a city clears the area. Presentational: the owner passes its form's
 * control, the cities and areas, and wires the retries.
 */
export function AddressFields<T extends FieldValues, TOut = T>({
  control,
  names,
  cities,
  citiesFailed = false,
  citiesRetrying = false,
  onRetryCities,
  areas,
  areasFailed = false,
  areasRetrying = false,
  onRetryAreas,
  onCityChange,
  readOnly = false,
  phoneHint,
  phoneMaxLength,
}: AddressFieldsProps<T, TOut>) {
  const { t } = useLingui()
  const text = useText()
  const formState = useFormState({ control })
  const chosenCity = valueText(useWatch({ control, name: names.city }))
  const errorOf = (key: AddressFieldKey) => control.getFieldState(names[key], formState).error?.message
  const textField = (key: AddressFieldKey) => ({ readOnly, error: errorOf(key), ...control.register(names[key]) })

  const citiesLoading = cities === null && !citiesFailed
  const areasLoading = chosenCity !== '' && areas === null && !areasFailed
  const cityHint = citiesFailed ? (
    onRetryCities ? (
      <RetryNote message={ADDRESS_TEXTS.citiesFailed} onRetry={onRetryCities} retrying={citiesRetrying} />
    ) : (
      text(ADDRESS_TEXTS.citiesFailedReload)
    )
  ) : undefined
  const areaHint = !chosenCity ? (
    text(ADDRESS_TEXTS.chooseCity)
  ) : areasFailed ? (
    onRetryAreas ? (
      <RetryNote message={ADDRESS_TEXTS.areasFailed} onRetry={onRetryAreas} retrying={areasRetrying} />
    ) : (
      text(ADDRESS_TEXTS.areasFailedChooseAgain)
    )
  ) : areas === null ? (
    text(ADDRESS_TEXTS.areasLoading)
  ) : undefined

  return (
    <div className={styles.grid}>
      <TextField label={t`Full name`} {...NAME_INPUT} required {...textField('fullName')} />
      <TextField
        label={t`Phone`}
        {...PHONE_INPUT}
        maxLength={phoneMaxLength}
        required
        hint={phoneHint}
        {...textField('phone')}
      />
      <TextField label={t`Address line 1`} autoComplete="address-line1" required {...textField('addressLineOne')} />
      <TextField label={t`Address line 2 (optional)`} autoComplete="address-line2" {...textField('addressLineTwo')} />
      {/* The area's controller wraps the city's, so choosing a city can clear the area. */}
      <Controller
        control={control}
        name={names.area}
        render={({ field: area, fieldState: areaState }) => (
          <>
            <Controller
              control={control}
              name={names.city}
              render={({ field: city, fieldState: cityState }) => (
                <Choice
                  label={t`City`}
                  field={city}
                  error={cityState.error?.message}
                  readOnly={readOnly}
                  placeholder={citiesLoading ? text(ADDRESS_TEXTS.citiesLoading) : t`Select city`}
                  busy={citiesLoading}
                  options={optionsOf(cities?.map((c) => c.city_name) ?? [], valueText(city.value))}
                  hint={cityHint}
                  onChoose={(next) => {
                    area.onChange('')
                    onCityChange?.(next)
                  }}
                />
              )}
            />
            <Choice
              label={t`Area`}
              field={area}
              error={areaState.error?.message}
              readOnly={readOnly}
              placeholder={t`Select area`}
              options={optionsOf(areas?.map((a) => a.area_name) ?? [], valueText(area.value))}
              disabled={!chosenCity}
              busy={areasLoading}
              hint={areaHint}
            />
          </>
        )}
      />
      <TextField label={t`Email (optional)`} {...EMAIL_INPUT} {...textField('email')} />
    </div>
  )
}
