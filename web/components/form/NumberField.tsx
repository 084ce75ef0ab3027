import { NumberFormatter, NumberParser } from '@internationalized/number'
import { useMemo } from 'react'
import { NumberField as AriaNumberField, Group, Input, useLocale } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { kronerToOre, oreToKroner } from '../../../domain/rules/money'
import { useField } from './field-context'
import { ariaFieldProps, FieldFooter, FieldLabel, type FieldProps, inputClass } from './field-parts'
import { kronerFormatOptions, quantityFormatOptions, typedNumber, yearFormatOptions } from './number.logic'

interface NumberInputProps extends FieldProps {
  formatOptions: Intl.NumberFormatOptions
  /** Shown after the number, e.g. `m²`; part of the accessible description. */
  unit?: string
  minValue?: number
  maxValue?: number
  /** Form value → the number shown, and back (money: øre ↔ kroner). */
  toShown?: (value: number) => number
  fromShown?: (shown: number) => number
}

/**
 * React Aria's NumberField in the page's locale (da-DK: `1.234,5`): it only lets numbers be typed and
 * reads them back with the same format. The form holds a number, or undefined when empty. The field
 * hands its number on at each key whenever the text stays as typed (see `typedNumber`; else when it is
 * left): what follows the number (an order's 'I alt') follows the typing, and an error goes while the
 * person types, so the button below does not move under a finger that is already on its way to it.
 */
function NumberInput({
  name,
  label,
  description,
  className,
  unit,
  formatOptions,
  toShown = (x) => x,
  fromShown = (x) => x,
  ...rest
}: NumberInputProps) {
  const field = useField<number | undefined>(name, undefined)
  const value = typeof field.value === 'number' ? toShown(field.value) : Number.NaN
  const { locale } = useLocale()
  const read = useMemo(() => {
    const parser = new NumberParser(locale, formatOptions)
    const formatter = new NumberFormatter(locale, formatOptions)
    return (text: string) =>
      typedNumber(
        text,
        (t) => parser.parse(t),
        (n) => formatter.format(n),
      )
  }, [locale, formatOptions])
  return (
    <AriaNumberField
      {...ariaFieldProps(name, rest, field.error, className)}
      value={value}
      onChange={(shown) => field.setValue(Number.isNaN(shown) ? undefined : fromShown(shown))}
      formatOptions={formatOptions}
      minValue={rest.minValue}
      maxValue={rest.maxValue}
    >
      {/* The unit shows once, beside the field ('Antal rum [ 3 ] rum'); a screen reader hears it in the name. */}
      <FieldLabel isRequired={rest.isRequired}>
        {label}
        {unit ? <span className="sr-only"> ({unit})</span> : null}
      </FieldLabel>
      <Group className="flex items-center gap-2">
        <Input
          className={`${inputClass} w-full max-w-48 tabular-nums`}
          onInput={(event) => {
            const typed = read(event.currentTarget.value)
            if (typed !== null) field.setValue(typed === undefined ? undefined : fromShown(typed))
          }}
        />
        {unit ? (
          <span aria-hidden="true" className="text-base text-ink-700">
            {unit}
          </span>
        ) : null}
      </Group>
      <FieldFooter description={description} error={field.error} />
    </AriaNumberField>
  )
}

/** A number with its unit beside it (`m²`, `timer`); the unit is also in the accessible name. */
export function NumberField({
  unit,
  maximumFractionDigits = 0,
  label,
  ...props
}: FieldProps & { unit?: string; maximumFractionDigits?: number; minValue?: number; maxValue?: number }) {
  return (
    <NumberInput
      {...props}
      label={label}
      unit={unit}
      formatOptions={quantityFormatOptions(maximumFractionDigits)}
    />
  )
}

/** A year: `2015`, never `2.015`. */
export function YearField(props: FieldProps & { minValue?: number; maxValue?: number }) {
  return <NumberInput {...props} formatOptions={yearFormatOptions} />
}

/** Money typed and shown in Danish kroner (`12.500,50 kr.`, the unit beside it); the form holds whole øre. */
export function MoneyField(props: FieldProps & { minValue?: number; maxValue?: number }) {
  const { t } = useTranslation('common')
  return (
    <NumberInput
      {...props}
      unit={t('form::kroner')}
      formatOptions={kronerFormatOptions}
      minValue={props.minValue === undefined ? 0 : oreToKroner(props.minValue)}
      maxValue={props.maxValue === undefined ? undefined : oreToKroner(props.maxValue)}
      toShown={oreToKroner}
      fromShown={kronerToOre}
    />
  )
}
