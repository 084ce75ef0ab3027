import { RadioGroup } from 'react-aria-components'
import { useField } from './field-context'
import { type FieldProps, GroupParts, groupFieldProps } from './field-parts'
import { RadioCard } from './RadioCard'

export interface RadioOption {
  id: string
  label: string
  /** A line under the label saying what the choice does. */
  hint?: string
}

/**
 * One choice of a few, all visible (lukopgave's reasons); the form holds the chosen id ('' for none).
 * `inline` sets short choices (Ja / Nej) side by side under the question, never beside it.
 */
export function RadioGroupField({
  options,
  inline = false,
  ...props
}: FieldProps & { options: readonly RadioOption[]; inline?: boolean }) {
  const field = useField<string>(props.name, '')
  return (
    <RadioGroup
      {...groupFieldProps(props, field.error)}
      isDisabled={props.isDisabled || field.pending}
      value={field.value || null}
      onChange={field.setValue}
    >
      <GroupParts field={props} error={field.error}>
        <div className={inline ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
          {options.map((option) => (
            <RadioCard
              key={option.id}
              value={option.id}
              label={option.label}
              hint={option.hint}
              autoFocus={props.autoFocus && option === options[0]}
            />
          ))}
        </div>
      </GroupParts>
    </RadioGroup>
  )
}
