import { CheckboxGroup } from 'react-aria-components'
import { CheckboxItem } from './CheckboxItem'
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
        <CheckboxItem key={option.id} value={option.id}>
          {option.label}
        </CheckboxItem>
      ))}
      <FieldErrorText>{field.error}</FieldErrorText>
    </CheckboxGroup>
  )
}
