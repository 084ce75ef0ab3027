import { Checkbox } from 'react-aria-components'
import { useField } from '../../../components/form/field-context'
import type { FieldProps } from '../../../components/form/field-parts'

/**
 * A lone yes/no question (a category's checkbox without options); the form holds true or false. Its
 * error sits under it and is wired to it, like every kit field's.
 */
export function CheckboxField({ name, label, isRequired, isDisabled }: FieldProps) {
  const field = useField<boolean>(name, false)
  const errorId = `${name}-error`
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        name={name}
        data-field={name}
        isSelected={field.value === true}
        onChange={field.setValue}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={field.error !== undefined}
        aria-describedby={field.error ? errorId : undefined}
        className="group flex items-center gap-2 cursor-pointer text-base text-ink-900"
      >
        <span
          aria-hidden="true"
          className="h-5 w-5 inline-flex shrink-0 items-center justify-center rounded border-2 border-solid border-gray-400 bg-white group-data-[selected]:(border-brand-600 bg-brand-600 text-white) group-data-[focus-visible]:(outline-2 outline-brand-500 outline-offset-2) group-data-[invalid]:border-red-600"
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
        <span>
          {label}
          {isRequired ? (
            <span aria-hidden="true" className="text-red-600">
              {' *'}
            </span>
          ) : null}
        </span>
      </Checkbox>
      {field.error ? (
        <span id={errorId} className="text-sm font-medium text-red-700">
          {field.error}
        </span>
      ) : null}
    </div>
  )
}
