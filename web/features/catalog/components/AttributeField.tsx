import {
  Button,
  Checkbox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  TextField,
} from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { CategoryAttribute } from '../../../../domain/schemas/catalog'

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className="text-red-600">
      {' *'}
    </span>
  ) : null
}

const labelClass = 'text-sm font-semibold text-ink-900'

/** One question of a category (checkbox | select | number with unit | text). */
export function AttributeField({ attribute }: { attribute: CategoryAttribute }) {
  const { t } = useTranslation('createjob')
  const name = `attr_${attribute.id}`
  switch (attribute.kind) {
    case 'checkbox':
      return (
        <Checkbox
          name={name}
          isRequired={attribute.required}
          className="group flex cursor-pointer items-center gap-3 text-ink-900"
        >
          <span
            aria-hidden="true"
            className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded border-2 border-gray-400 bg-white group-data-[selected]:(border-brand-500 bg-brand-500) group-data-[focus-visible]:(outline-2 outline-offset-2 outline-brand-500)"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-3.5 w-3.5 text-white"
              fill="currentColor"
            >
              <path d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" />
            </svg>
          </span>
          <span>
            {attribute.label}
            <RequiredMark required={attribute.required} />
          </span>
        </Checkbox>
      )
    case 'select':
      return (
        <Select
          name={name}
          isRequired={attribute.required}
          placeholder={t('fields::choose')}
          className="flex flex-col gap-1"
        >
          <Label className={labelClass}>
            {attribute.label}
            <RequiredMark required={attribute.required} />
          </Label>
          <Button className="field flex items-center justify-between text-left cursor-pointer">
            <SelectValue className="data-[placeholder]:text-ink-500" />
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-ink-500" fill="currentColor">
              <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
            </svg>
          </Button>
          <Popover className="w-[--trigger-width] rounded-xl border border-gray-200 bg-white p-1.5 shadow-xl outline-none">
            <ListBox className="outline-none">
              {attribute.options.map((option) => (
                <ListBoxItem
                  key={option.value}
                  id={option.value}
                  textValue={option.label}
                  className="cursor-pointer rounded-lg px-3 py-2 text-ink-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
                >
                  {option.label}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      )
    case 'number':
      return (
        <NumberField name={name} isRequired={attribute.required} minValue={0} className="flex flex-col gap-1">
          <Label className={labelClass}>
            {attribute.label}
            {attribute.unit ? <span className="sr-only">{` (${attribute.unit})`}</span> : null}
            <RequiredMark required={attribute.required} />
          </Label>
          <Group className="flex items-stretch overflow-hidden rounded-lg border border-gray-300 bg-white focus-within:(outline-2 outline-brand-500 border-brand-500)">
            <Input className="min-w-0 flex-1 border-0 bg-transparent px-3 py-2 text-ink-900 outline-none" />
            {attribute.unit ? (
              <span className="flex items-center border-l border-gray-200 bg-gray-50 px-3 text-ink-500">
                {attribute.unit}
              </span>
            ) : null}
          </Group>
        </NumberField>
      )
    case 'text':
      return (
        <TextField name={name} isRequired={attribute.required} className="flex flex-col gap-1">
          <Label className={labelClass}>
            {attribute.label}
            <RequiredMark required={attribute.required} />
          </Label>
          <Input className="field" />
        </TextField>
      )
  }
}
