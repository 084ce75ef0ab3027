import { ComboBox, Input, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { carModelDebounceMs, carModelQueryMinLength } from '../../../../domain/rules/limits'
import type { CarModel } from '../../../../domain/schemas/places'
import { useField } from '../../../components/form/field-context'
import { FieldErrorText, FieldLabel, inputClass } from '../../../components/form/field-parts'
import { carModelsQuery } from '../queries'
import { useSuggestions } from '../use-suggestions'

/**
 * Car make and model (spec: search from 2 characters, after a 250 ms pause); in a kit form the text is
 * the form's value at `name`, so a typed model that is not in the list is kept too.
 */
export function CarModelField({ name = 'carModel', isRequired }: { name?: string; isRequired?: boolean }) {
  const { t } = useTranslation('createjob')
  const field = useField(name, '')
  const text = String(field.value ?? '')
  const setText = (next: string) => field.setValue(next)
  const models = useSuggestions(text.trim(), {
    debounceMs: carModelDebounceMs,
    minLength: carModelQueryMinLength,
    query: carModelsQuery,
  })
  const items: (CarModel & { id: string })[] = (models.data?.models ?? []).map((m) => ({ ...m, id: m.label }))
  const tooShort = text.trim().length > 0 && text.trim().length < carModelQueryMinLength

  return (
    <ComboBox
      name={name}
      inputValue={text}
      onInputChange={setText}
      items={items}
      allowsCustomValue
      // Open as soon as a search can run (the models arrive a moment later).
      allowsEmptyCollection={text.trim().length >= carModelQueryMinLength}
      menuTrigger="input"
      data-field={name}
      isRequired={isRequired}
      isInvalid={field.error !== undefined}
      className="flex flex-col gap-1"
    >
      <FieldLabel isRequired={isRequired}>{t('car::label')}</FieldLabel>
      <Input placeholder={t('car::placeholder')} className={inputClass} />
      <Text slot="description" className="text-sm text-ink-500">
        {tooShort
          ? t('common:::errors::carModelTooShort')
          : models.loading
            ? t('car::searching')
            : t('car::hint')}
      </Text>
      <FieldErrorText>{field.error}</FieldErrorText>
      {/* React Aria sizes the popover to the room it finds (an inline style a max-h class cannot cap). */}
      <Popover
        placement="bottom start"
        maxHeight={18 * 16}
        className="w-[--trigger-width] overflow-auto rounded-xl border border-gray-200 bg-white p-1.5 shadow-xl outline-none"
      >
        <ListBox<CarModel & { id: string }>
          aria-label={t('car::label')}
          className="outline-none"
          renderEmptyState={() => <p className="m-0 px-3 py-2 text-ink-500">{t(`car::${models.empty}`)}</p>}
        >
          {(m) => (
            <ListBoxItem
              id={m.id}
              textValue={m.label}
              className="cursor-pointer rounded-lg px-3 py-2 text-ink-900 outline-none data-[focused]:bg-brand-50"
            >
              {m.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
