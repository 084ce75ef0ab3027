import { useEffect, useId, useState } from 'react'
import { TextField as AriaTextField, Input, Label } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { zipLength } from '../../../domain/rules/limits'
import { lookupZip, type PostcodeTable } from '../../../domain/rules/zip'
import { useField, useFormContext } from './field-context'
import { describedByIds, FieldLabel, inputClass, PlainFieldFooter } from './field-parts'
import { withoutSpaces } from './TextField'

/** Loaded once, on the first mount of a zip field (its own chunk). */
let tablePromise: Promise<PostcodeTable> | undefined
function loadPostcodes(): Promise<PostcodeTable> {
  tablePromise ??= import('../../../domain/data/postcodes.json').then(
    (m) => m.default as unknown as PostcodeTable,
  )
  return tablePromise
}

export interface ZipCityFieldProps {
  /** Dotted path of the postcode in the form's values (the city is shown, not kept). */
  name?: string
  cityName?: string
  description?: string
  isRequired?: boolean
  isDisabled?: boolean
}

/**
 * Postcode with instant city (spec section 5): the city fills from the project's postcode table when
 * the value is exactly 4 digits. One error at a time: the schema's or the server's when there is one,
 * else "unknown postcode" once the person has left the field (or typed 4 digits).
 */
export function ZipCityField({
  name = 'zip',
  cityName = 'city',
  description,
  isRequired = false,
  isDisabled,
}: ZipCityFieldProps) {
  const { t } = useTranslation()
  const field = useField(name, '')
  const zip = String(field.value ?? '')
  const [table, setTable] = useState<PostcodeTable | null>(null)
  const [blurred, setBlurred] = useState(zip !== '')
  const id = useId()

  useEffect(() => {
    let live = true
    void loadPostcodes().then((loaded) => {
      if (live) setTable(loaded)
    })
    return () => {
      live = false
    }
  }, [])

  const inForm = useFormContext() !== null
  const match = table ? lookupZip(table, zip) : null
  // While typing the first digits the field is not yet wrong; at 4 digits (or, alone, after leaving it)
  // it is. In a kit form a short postcode waits for the submit: a message appearing on blur would move
  // the submit button between mousedown and mouseup, and the click would be lost.
  const complete = zip.length >= zipLength || (blurred && !inForm)
  const unknown = table !== null && zip !== '' && match === null && complete
  const error = field.error ?? (unknown ? t('zip::invalid') : undefined)

  return (
    <div className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
      <AriaTextField
        name={name}
        data-field={name}
        value={zip}
        onChange={(value) => field.setValue(withoutSpaces(value))}
        onBlur={() => setBlurred(true)}
        // The error and hint span both columns, so they sit outside the zip field and are wired by id.
        aria-describedby={describedByIds(id, description, error)}
        isInvalid={error !== undefined}
        isRequired={isRequired}
        isDisabled={isDisabled}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={zipLength}
        className="flex flex-col gap-1"
      >
        <FieldLabel isRequired={isRequired}>{t('zip::label')}</FieldLabel>
        <Input className={inputClass} />
      </AriaTextField>
      <AriaTextField name={cityName} value={match?.city ?? ''} isReadOnly className="flex flex-col gap-1">
        <Label className="text-sm font-semibold text-ink-900">{t('zip::city')}</Label>
        <Input className={`${inputClass} bg-gray-50 text-ink-700`} tabIndex={-1} />
      </AriaTextField>
      {/* Both columns wide, the hint then the error, as under every kit field. */}
      <div className="col-span-2 flex flex-col gap-1">
        <PlainFieldFooter id={id} description={description} error={error} />
      </div>
      <span className="sr-only" aria-live="polite">
        {match ? match.city : ''}
      </span>
    </div>
  )
}
