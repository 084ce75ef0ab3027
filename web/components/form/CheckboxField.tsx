import { CheckboxItem } from './CheckboxItem'
import { useField } from './field-context'
import { type FieldProps, RequiredMark } from './field-parts'

/**
 * A lone yes/no question (a category's checkbox without options); the form holds true or false. Its
 * error sits under it and is wired to it, like every kit field's.
 */
export function CheckboxField({ name, label, isRequired, isDisabled }: FieldProps) {
  const field = useField<boolean>(name, false)
  const errorId = `${name}-error`
  return (
    <div className="flex flex-col gap-1">
      <CheckboxItem
        name={name}
        data-field={name}
        isSelected={field.value === true}
        onChange={field.setValue}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={field.error !== undefined}
        aria-describedby={field.error ? errorId : undefined}
      >
        <span>
          {label}
          <RequiredMark isRequired={isRequired} />
        </span>
      </CheckboxItem>
      {field.error ? (
        <span id={errorId} className="text-sm font-medium text-red-700">
          {field.error}
        </span>
      ) : null}
    </div>
  )
}
