import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { regionOrder } from '../../../../domain/rules/zip'
import { maxJobSearchLength, type SavedJobFilter } from '../../../../domain/schemas/company-jobs'
import { Form } from '../../../components/form/Form'
import { TextField } from '../../../components/form/TextField'
import { useForm } from '../../../components/form/use-form'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { lazyComponent } from '../../../lib/lazy-component'
import { desktopMedia, useIsDesktop } from '../../../lib/media'
import { whenIdle } from '../../../lib/when-idle'
import { useRememberFilter } from '../mutations'
import { companyJobFiltersQuery, fromSaved, type JobsFilter, savedJobFilterQuery } from '../queries'
import { FilterFold } from './FilterFold'

// The folded filters are their own chunk (issue 21). On a desktop they show with the list: their code is
// fetched beside the page's data and the page waits for it (no shift). On a phone the fold is closed on the
// first screen: the code comes when the fold opens or the browser is idle.
const JobFilterFields = lazyComponent(() => import('./JobFilterFields').then((m) => m.JobFilterFields))
if (typeof window !== 'undefined' && window.matchMedia?.(desktopMedia).matches) void JobFilterFields.preload()

const all = 'all'
const FilterValues = v.object({
  text: v.pipe(v.string(), v.maxLength(maxJobSearchLength, 'common:::errors::tooLong')),
  category: v.array(v.string()),
  region: v.array(v.string()),
  attribute: v.string(),
  sort: v.string(),
})

/** The filter as the server remembers it (no empty keys). */
function toSaved(filter: JobsFilter): SavedJobFilter {
  return {
    ...(filter.category?.length ? { category: filter.category } : {}),
    ...(filter.region?.length ? { region: filter.region } : {}),
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.attribute ? { attribute: filter.attribute } : {}),
    ...(filter.sort === 'distance' ? { sort: 'distance' as const } : {}),
  }
}

/** The choices folded away on a phone that narrow the list (the free text stays in sight). */
const foldedCount = (filter: JobsFilter) =>
  (filter.category?.length ?? 0) +
  (filter.region?.length ?? 0) +
  (filter.attribute ? 1 : 0) +
  (filter.sort === 'distance' ? 1 : 0)

const same = (a: SavedJobFilter | null | undefined, b: SavedJobFilter) =>
  a != null && JSON.stringify(toSaved(fromSaved(a))) === JSON.stringify(b)

/**
 * Free text, category, an answer of the category's questions, region and the order (spec
 * `findopgaver`: job_to_find, kategorier, regioner). A choice applies at once, the text on "Søg";
 * the page's URL holds the filter. "Husk mine filtre" keeps it on the server for every device.
 */
export function JobFilters({
  filter,
  onChange,
}: {
  filter: JobsFilter
  onChange: (filter: JobsFilter) => void
}) {
  const { t } = useTranslation(['firmjobs', 'common'])
  const choices = useQuery(companyJobFiltersQuery()).data
  const saved = useQuery(savedJobFilterQuery()).data?.filter
  const remember = useRememberFilter()
  const read = (values: v.InferOutput<typeof FilterValues>): JobsFilter => {
    const category = values.category.map(Number)
    // The regions are fixed (not the loaded choices): on a reload the choices come after the first render.
    const region = regionOrder.filter((r) => values.region.includes(r))
    return {
      category: category.length ? category : undefined,
      region: region.length ? region : undefined,
      q: values.text.trim() || undefined,
      // An answer belongs to one category's questions: it applies while that category alone is chosen.
      attribute: (choices?.attributes ?? []).some(
        (a) =>
          category.length === 1 && a.categoryId === category[0] && values.attribute.startsWith(`${a.id}:`),
      )
        ? values.attribute
        : undefined,
      sort: values.sort === 'distance' ? 'distance' : undefined,
    }
  }
  const form = useForm({
    initial: {
      text: filter.q ?? '',
      category: (filter.category ?? []).map(String),
      region: filter.region ?? [],
      attribute: filter.attribute ?? all,
      sort: filter.sort ?? 'newest',
    },
    schema: FilterValues,
    submit: (values) => {
      onChange(read(values))
      return undefined
    },
  })
  const { category, region, attribute, sort } = form.values
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a choice the person made applies the filter
  useEffect(() => {
    const next = read({ ...form.values, text: filter.q ?? '' })
    if (
      String(next.category) !== String(filter.category) ||
      String(next.region) !== String(filter.region) ||
      next.attribute !== filter.attribute ||
      next.sort !== filter.sort
    )
      onChange(next)
  }, [String(category), String(region), attribute, sort])

  const categoryOptions = (choices?.categories ?? []).map((c) => ({
    id: String(c.id),
    label: c.parentId === null ? c.name : `– ${c.name}`,
  }))
  const regionOptions = (choices?.regions ?? []).map((r) => ({ id: r, label: r }))
  const questions = (choices?.attributes ?? []).filter(
    (a) => category.length === 1 && String(a.categoryId) === category[0],
  )
  const attributeOptions = [
    { id: all, label: t('filters::allAnswers') },
    ...questions.flatMap((q) =>
      q.options.map((o) => ({ id: `${q.id}:${o.value}`, label: `${q.label}: ${o.label}` })),
    ),
  ]
  const sortOptions = [
    { id: 'newest', label: t('filters::sortNewest') },
    { id: 'distance', label: t('filters::sortDistance') },
  ]
  const current = toSaved(filter)
  const remembered = same(saved, current)
  const folded = foldedCount(filter)
  const desktop = useIsDesktop()
  const [fieldsWanted, setFieldsWanted] = useState(false)
  useEffect(() => whenIdle(() => setFieldsWanted(true)), [])
  const fields = (
    <JobFilterFields
      categoryOptions={categoryOptions}
      regionOptions={regionOptions}
      attributeOptions={questions.length > 0 ? attributeOptions : null}
      sortOptions={sortOptions}
    />
  )
  return (
    <Form form={form} aria-label={t('filters::heading')} className="flex flex-col gap-3">
      {/* In the desktop's side column the button goes under the field, whose hint takes three lines there. */}
      <div className="flex items-end gap-2 lg:flex-col lg:items-stretch">
        <TextField
          name="text"
          type="text"
          label={t('filters::text')}
          description={t('filters::textHint')}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="btn-primary mb-6 h-11 shrink-0 px-4 lg:mb-0">
          {t('filters::search')}
        </Button>
      </div>
      <FilterFold
        label={folded > 0 ? t('filters::foldCount', { number: folded }) : t('filters::fold')}
        onExpand={() => setFieldsWanted(true)}
      >
        {desktop ? (
          // Fetched when this module loads on a desktop, so mostly here by the first render; when not (the
          // first render after the server's phone-first markup), the list stays put and they follow.
          <Suspense fallback={null}>{fields}</Suspense>
        ) : fieldsWanted ? (
          <Suspense fallback={<LoadingStatus>{t('common:::loading')}</LoadingStatus>}>{fields}</Suspense>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            className="btn-secondary h-11"
            isDisabled={remember.isPending || remembered}
            onPress={() => remember.mutate(current)}
          >
            {remembered ? t('filters::remembered') : t('filters::remember')}
          </Button>
          {saved ? (
            <Button
              className="h-11 cursor-pointer border-0 bg-transparent px-2 text-brand-700 underline hover:text-brand-800"
              isDisabled={remember.isPending}
              onPress={() => remember.mutate(null)}
            >
              {t('filters::forget')}
            </Button>
          ) : null}
        </div>
      </FilterFold>
    </Form>
  )
}
