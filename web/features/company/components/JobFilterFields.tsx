import { useTranslation } from 'react-i18next'
import { CheckboxGroupField, type CheckboxOption } from '../../../components/form/CheckboxGroupField'
import { useField } from '../../../components/form/field-context'
import { SelectField, type SelectOption } from '../../../components/form/SelectField'

/**
 * The folded part of the job filters (categories, regions, an answer, the order), in the filter form's
 * context. Its own chunk (issue 21): on a phone the fold is closed on the first screen, so the checkbox
 * group and the select load when it opens or the browser is idle, not before the list paints.
 */
export function JobFilterFields({
  categoryOptions,
  regionOptions,
  attributeOptions,
  sortOptions,
}: {
  categoryOptions: readonly CheckboxOption[]
  regionOptions: readonly CheckboxOption[]
  /** The chosen category's answers, or null when it has no questions (or not one category is chosen). */
  attributeOptions: readonly SelectOption[] | null
  sortOptions: readonly SelectOption[]
}) {
  const { t } = useTranslation('firmjobs')
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      <ChoiceFilter name="category" label={t('filters::category')} options={categoryOptions} />
      <ChoiceFilter name="region" label={t('filters::region')} options={regionOptions} />
      {attributeOptions ? (
        <SelectField name="attribute" label={t('filters::answer')} options={attributeOptions} />
      ) : null}
      <SelectField name="sort" label={t('filters::sort')} options={sortOptions} />
    </div>
  )
}

/**
 * A filter of several ticks (categories, regions) whose hint says what it does now: all shown while none
 * is ticked, else how many are.
 */
function ChoiceFilter({
  name,
  label,
  options,
}: {
  name: 'category' | 'region'
  label: string
  options: readonly CheckboxOption[]
}) {
  const { t } = useTranslation('firmjobs')
  const count = useField<string[]>(name, []).value.length
  return (
    <CheckboxGroupField
      name={name}
      label={label}
      description={count === 0 ? t('filters::noneIsAll') : t('filters::chosen', { count })}
      options={options}
      className="flex flex-col gap-1"
    />
  )
}
