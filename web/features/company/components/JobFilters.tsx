import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { regionOrder } from '../../../../domain/rules/zip'
import { Form } from '../../../components/form/Form'
import { SelectField } from '../../../components/form/SelectField'
import { useForm } from '../../../components/form/use-form'
import { companyJobFiltersQuery, type JobsFilter } from '../queries'

const all = 'all'
const FilterValues = v.object({ category: v.string(), region: v.string() })

/**
 * Category and region (the simple filter; the full search is a later issue). A choice applies at once:
 * the page's URL holds the filter, so a reload or a shared link shows the same jobs.
 */
export function JobFilters({
  filter,
  onChange,
}: {
  filter: JobsFilter
  onChange: (filter: JobsFilter) => void
}) {
  const { t } = useTranslation('firmjobs')
  const choices = useQuery(companyJobFiltersQuery()).data
  const form = useForm({
    initial: {
      category: filter.category === undefined ? all : String(filter.category),
      region: filter.region ?? all,
    },
    schema: FilterValues,
    submit: () => undefined,
  })
  const { category, region } = form.values
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a choice the person made applies the filter
  useEffect(() => {
    const next = {
      category: category === all ? undefined : Number(category),
      // The regions are fixed (not the loaded choices): on a reload the choices come after the first render.
      region: regionOrder.find((r) => r === region),
    }
    if (next.category !== filter.category || next.region !== filter.region) onChange(next)
  }, [category, region])

  const categoryOptions = [
    { id: all, label: t('filters::allCategories') },
    ...(choices?.categories ?? []).map((c) => ({
      id: String(c.id),
      label: c.parentId === null ? c.name : `– ${c.name}`,
    })),
  ]
  const regionOptions = [
    { id: all, label: t('filters::allRegions') },
    ...(choices?.regions ?? []).map((r) => ({ id: r, label: r })),
  ]
  return (
    <Form form={form} aria-label={t('filters::heading')} className="grid gap-3 sm:grid-cols-2">
      <SelectField name="category" label={t('filters::category')} options={categoryOptions} />
      <SelectField name="region" label={t('filters::region')} options={regionOptions} />
    </Form>
  )
}
