import { useTranslation } from 'react-i18next'
import { jobDescriptionMax, jobTimings, jobTitleMax } from '../../../../domain/schemas/jobs'
import { DateField } from '../../../components/form/DateField'
import { useField } from '../../../components/form/field-context'
import { SelectField } from '../../../components/form/SelectField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { TextField } from '../../../components/form/TextField'
import { ZipCityField } from '../../../components/form/ZipCityField'

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
        <DateField name="timingDate" label={t('when::dateLabel')} isRequired />
      ) : null}
    </div>
  )
}
