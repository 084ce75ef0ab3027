import { Checkbox, CheckboxGroup } from 'react-aria-components'
import { useField } from './field-context'
import { FieldDescription, FieldErrorText, FieldLabel, type FieldProps } from './field-parts'

export interface CheckboxOption {
  id: string
  label: string
}

/** Several choices; the form holds the chosen ids (an error on `name.3` shows on the group). */
export function CheckboxGroupField({
  name,
  label,
  description,
  className,
  options,
  ...rest
}: FieldProps & { options: readonly CheckboxOption[] }) {
  const field = useField<string[]>(name, [])
  return (
    <CheckboxGroup
      name={name}
      data-field={name}
      value={field.value}
      onChange={field.setValue}
      isRequired={rest.isRequired}
      isDisabled={rest.isDisabled}
      isInvalid={field.error !== undefined}
      className={className ?? 'flex flex-col gap-2'}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          value={option.id}
          className="group flex items-center gap-2 cursor-pointer text-base"
        >
          <span
            aria-hidden="true"
            className="h-5 w-5 inline-flex items-center justify-center rounded border-2 border-solid border-gray-400 bg-white group-data-[selected]:(border-brand-600 bg-brand-600 text-white) group-data-[focus-visible]:(outline-2 outline-brand-500 outline-offset-2) group-data-[invalid]:border-red-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 18 18"
              className="invisible h-3.5 w-3.5 group-data-[selected]:visible"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              <polyline points="2 9 7 14 16 4" />
            </svg>
          </span>
          {option.label}
        </Checkbox>
      ))}
      <FieldErrorText>{field.error}</FieldErrorText>
    </CheckboxGroup>
  )
}
