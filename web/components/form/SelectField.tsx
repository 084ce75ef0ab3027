import {
  Select as AriaSelect,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components'
import { useField } from './field-context'
import { ariaFieldProps, FieldFooter, FieldLabel, type FieldProps } from './field-parts'

export interface SelectOption {
  id: string
  label: string
}

/** One choice from a list (React Aria Select: a button and a listbox, keyboard and screen-reader ready). */
export function SelectField({
  name,
  label,
  description,
  className,
  options,
  placeholder,
  ...rest
}: FieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const field = useField<string | null>(name, null)
  return (
    <AriaSelect
      {...ariaFieldProps(name, rest, field.error, className)}
      selectedKey={field.value}
      onSelectionChange={(key) => field.setValue(key === null ? null : String(key))}
      placeholder={placeholder}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button className="field h-11 flex items-center justify-between gap-2 bg-white text-left text-base cursor-pointer data-[invalid]:(border-red-600 bg-red-50)">
        <SelectValue className="truncate data-[placeholder]:text-ink-500" />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldFooter description={description} error={field.error} />
      <Popover className="min-w-[--trigger-width] overflow-auto rounded-lg border border-solid border-gray-200 bg-white shadow-lg">
        <ListBox items={options} className="max-h-72 p-1 outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              className="cursor-pointer rounded-md px-3 py-2 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
