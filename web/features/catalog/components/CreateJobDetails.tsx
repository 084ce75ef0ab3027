import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { jobDescriptionMax, jobTimings, jobTitleMax } from '../../../../domain/schemas/jobs'
import { useField } from '../../../components/form/field-context'
import { SelectField } from '../../../components/form/SelectField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { ZipCityField } from '../../../components/form/ZipCityField'

/**
 * The date picker (React Aria's date field and calendar, the page's largest part) is asked only after
 * 'a given date' is chosen: the create-job page, rendered on the server, loads and hydrates without it.
 */
const DateField = lazy(() =>
  import('../../../components/form/DateField').then((m) => ({ default: m.DateField })),
)

/** Step: title, description, where (postcode → city) and when. */
export function CreateJobDetails() {
  const { t } = useTranslation('createjob')
  const timing = useField<string | null>('timing', null)
  return (
    <div className="flex flex-col gap-5">
      <TextField
        name="title"
        label={t('details::titleLabel')}
        description={t('details::titleHint')}
        maxLength={jobTitleMax}
        isRequired
      />
      <TextAreaField
        name="description"
        label={t('details::description')}
        description={t('details::descriptionHint')}
        rows={6}
        maxLength={jobDescriptionMax}
        isRequired
      />
      <ZipCityField isRequired description={t('details::zipHint')} />
      <SelectField
        name="timing"
        label={t('when::label')}
        placeholder={t('fields::choose')}
        options={jobTimings.map((id) => ({ id, label: t(`when::${id}`) }))}
        isRequired
      />
      {timing.value === 'date' ? (
        <Suspense fallback={<div className="h-18" />}>
          <DateField name="timingDate" label={t('when::dateLabel')} isRequired />
        </Suspense>
      ) : null}
    </div>
  )
}
