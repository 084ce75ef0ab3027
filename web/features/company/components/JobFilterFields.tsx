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
  // The hint under a group says what it does now: all shown while none is ticked, else how many are.
  const hint = (count: number) => (count === 0 ? t('filters::noneIsAll') : t('filters::chosen', { count }))
  const categoryHint = hint(useField<string[]>('category', []).value.length)
  const regionHint = hint(useField<string[]>('region', []).value.length)
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <CheckboxGroupField
        name="category"
        label={t('filters::category')}
        description={categoryHint}
        options={categoryOptions}
        className="flex flex-col gap-1"
      />
      <CheckboxGroupField
        name="region"
        label={t('filters::region')}
        description={regionHint}
        options={regionOptions}
        className="flex flex-col gap-1"
      />
      {attributeOptions ? (
        <SelectField name="attribute" label={t('filters::answer')} options={attributeOptions} />
      ) : null}
      <SelectField name="sort" label={t('filters::sort')} options={sortOptions} />
    </div>
  )
}
