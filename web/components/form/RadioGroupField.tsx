import { Radio, RadioGroup } from 'react-aria-components'
import { useField } from './field-context'
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from './field-parts'

export interface RadioOption {
  id: string
  label: string
  /** A line under the label saying what the choice does. */
  hint?: string
}

/** One choice of a few, all visible (lukopgave's reasons); the form holds the chosen id ('' for none). */
export function RadioGroupField({
  name,
  label,
  description,
  className,
  options,
  ...rest
}: FieldProps & { options: readonly RadioOption[] }) {
  const field = useField<string>(name, '')
  return (
    <RadioGroup
      name={name}
      data-field={name}
      value={field.value || null}
      onChange={field.setValue}
      isRequired={rest.isRequired}
      isDisabled={rest.isDisabled || field.pending}
      isInvalid={field.error !== undefined}
      className={className ?? 'flex flex-col gap-2'}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      {options.map((option) => (
        <Radio
          key={option.id}
          value={option.id}
          autoFocus={rest.autoFocus && option === options[0]}
          className="group flex cursor-pointer items-start gap-3 rounded-lg border border-solid border-gray-200 p-3 data-[selected]:(border-brand-500 bg-brand-50) data-[focus-visible]:(outline-2 outline-brand-500 outline-offset-2) data-[invalid]:border-red-600"
        >
          <span
            aria-hidden="true"
            className="mt-0.5 h-5 w-5 shrink-0 inline-flex items-center justify-center rounded-full border-2 border-solid border-gray-400 bg-white group-data-[selected]:border-brand-600"
          >
            <span className="h-2.5 w-2.5 rounded-full bg-brand-600 invisible group-data-[selected]:visible" />
          </span>
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold text-ink-900">{option.label}</span>
            {option.hint ? <span className="text-sm text-ink-600">{option.hint}</span> : null}
          </span>
        </Radio>
      ))}
      <FieldErrorText>{field.error}</FieldErrorText>
    </RadioGroup>
  )
}
