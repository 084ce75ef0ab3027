import { useEffect, useState } from 'react'
import { FieldError, Input, Label, TextField } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { zipLength } from '../../../domain/rules/limits'
import { lookupZip, type PostcodeMatch, type PostcodeTable } from '../../../domain/rules/zip'

/** Loaded once, on the first mount of a zip field (its own chunk). */
let tablePromise: Promise<PostcodeTable> | undefined
function loadPostcodes(): Promise<PostcodeTable> {
  tablePromise ??= import('../../../domain/data/postcodes.json').then(
    (m) => m.default as unknown as PostcodeTable,
  )
  return tablePromise
}

export interface ZipCityFieldProps {
  /** Form field names of the two inputs. */
  zipName?: string
  cityName?: string
  defaultZip?: string
  isRequired?: boolean
  /** The match (zip, city, region) or null whenever the value changes. */
  onChange?: (match: PostcodeMatch | null, zip: string) => void
}

/**
 * Postcode with instant city (spec section 5): the city fills from the project's postcode table when
 * the value is exactly 4 digits; otherwise the city is cleared and the field is marked invalid.
 */
export function ZipCityField({
  zipName = 'zip',
  cityName = 'city',
  defaultZip = '',
  isRequired = false,
  onChange,
}: ZipCityFieldProps) {
  const { t } = useTranslation()
  const [table, setTable] = useState<PostcodeTable | null>(null)
  const [zip, setZip] = useState(defaultZip)
  const [blurred, setBlurred] = useState(defaultZip !== '')

  useEffect(() => {
    let live = true
    void loadPostcodes().then((loaded) => {
      if (live) setTable(loaded)
    })
    return () => {
      live = false
    }
  }, [])

  const match = table ? lookupZip(table, zip) : null
  // While typing the first digits the field is not yet wrong; after leaving it (or at 4 digits) it is.
  const invalid = table !== null && zip !== '' && match === null && (blurred || zip.length >= zipLength)

  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3">
      <TextField
        name={zipName}
        value={zip}
        onChange={(value) => {
          const next = value.replace(/\s/g, '')
          setZip(next)
          onChange?.(table ? lookupZip(table, next) : null, next)
        }}
        onBlur={() => setBlurred(true)}
        isInvalid={invalid}
        isRequired={isRequired}
        validationBehavior="aria"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={zipLength}
        className="flex flex-col gap-1"
      >
        <Label className="text-sm font-semibold text-ink-900">
          {t('zip::label')}
          {isRequired ? (
            <span aria-hidden="true" className="text-red-600">
              {' *'}
            </span>
          ) : null}
        </Label>
        <Input className="field data-[invalid]:(border-red-600 bg-red-50)" />
        <FieldError className="text-sm font-medium text-red-700">{t('zip::invalid')}</FieldError>
      </TextField>
      <TextField name={cityName} value={match?.city ?? ''} isReadOnly className="flex flex-col gap-1">
        <Label className="text-sm font-semibold text-ink-900">{t('zip::city')}</Label>
        <Input className="field bg-gray-50 text-ink-700" tabIndex={-1} />
      </TextField>
      <span className="sr-only" aria-live="polite">
        {match ? match.city : ''}
      </span>
    </div>
  )
}
