import { type ComponentProps, useId } from 'react'
import { useField } from './field-context'
import { describedByIds, FieldLabel, type FieldProps, fieldClass, PlainFieldFooter } from './field-parts'

export interface SelectOption {
  id: string
  label: string
}

/**
 * One choice from a list: the browser's own select, styled as the kit's fields. On a phone it opens the
 * system's picker, and it costs nothing to hydrate: React Aria's select built its list box collection on
 * the first render, some 40 ms of one task on the create-job page (issue 21).
 */
export function SelectField({
  name,
  label,
  description,
  className,
  options,
  placeholder,
  isRequired,
  isDisabled,
  autoFocus,
}: FieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const field = useField<string | null>(name, null)
  const id = useId()
  const invalid = field.error !== undefined
  return (
    <div data-field={name} className={className ?? fieldClass}>
      <FieldLabel isRequired={isRequired} htmlFor={id}>
        {label}
      </FieldLabel>
      <SelectBox
        id={id}
        name={name}
        options={options}
        value={field.value ?? ''}
        onChange={(e) => field.setValue(e.target.value === '' ? null : e.target.value)}
        // Said, not the browser's own `required`: the form checks it on submit (validationBehavior
        // 'aria'), and an empty required select matches :invalid, drawn red before anything was done.
        aria-required={isRequired || undefined}
        disabled={isDisabled}
        // A form asks for it where a dialog opens on this field.
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds(id, description, field.error)}
      >
        {/* Nothing chosen yet: the prompt, which cannot be chosen back once something is. */}
        {field.value === null || placeholder ? (
          <option value="" disabled={field.value !== null}>
            {placeholder ?? ''}
          </option>
        ) : null}
      </SelectBox>
      <PlainFieldFooter id={id} description={description} error={field.error} />
    </div>
  )
}

/**
 * The kit's select box with its own arrow: `SelectField`'s control, and the one a list's filter outside a
 * form uses (with a `FieldLabel` naming it), so both look alike. `children` is the empty choice before the
 * options (a prompt, 'Alle').
 */
export function SelectBox({
  options,
  children,
  ...props
}: ComponentProps<'select'> & { options: readonly SelectOption[] }) {
  return (
    <div className="relative">
      <select
        {...props}
        className="field h-11 w-full appearance-none bg-white pr-9 text-base cursor-pointer aria-[invalid=true]:(border-red-600 bg-red-50) disabled:(bg-gray-100 text-ink-500)"
      >
        {children}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-ink-500"
      >
        ▾
      </span>
    </div>
  )
}
