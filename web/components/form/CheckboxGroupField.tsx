import { CheckboxGroup } from 'react-aria-components'
import { CheckboxItem } from './CheckboxItem'
import { useField } from './field-context'
import { type FieldProps, GroupParts, groupFieldProps } from './field-parts'

export interface CheckboxOption {
  id: string
  label: string
}

/** Several choices; the form holds the chosen ids (an error on `name.3` shows on the group). */
export function CheckboxGroupField({
  options,
  ...props
}: FieldProps & { options: readonly CheckboxOption[] }) {
  const field = useField<string[]>(props.name, [])
  return (
    <CheckboxGroup {...groupFieldProps(props, field.error)} value={field.value} onChange={field.setValue}>
      <GroupParts field={props} error={field.error}>
        {options.map((option) => (
          <CheckboxItem key={option.id} value={option.id}>
            {option.label}
          </CheckboxItem>
        ))}
      </GroupParts>
    </CheckboxGroup>
  )
}
