import { useTranslation } from 'react-i18next'
import { CheckboxGroupField, type CheckboxOption } from '../../../components/form/CheckboxGroupField'
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
    <div className="grid gap-3 sm:grid-cols-2">
      <CheckboxGroupField
        name="category"
        label={t('filters::category')}
        description={t('filters::noneIsAll')}
        options={categoryOptions}
        className="flex flex-col gap-1"
      />
      <CheckboxGroupField
        name="region"
        label={t('filters::region')}
        description={t('filters::noneIsAll')}
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
