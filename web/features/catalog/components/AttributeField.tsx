import { useTranslation } from 'react-i18next'
import type { CategoryAttribute } from '../../../../domain/schemas/catalog'
import { answerKey } from '../../../../domain/schemas/jobs'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField'
import { NumberField } from '../../../components/form/NumberField'
import { SelectField } from '../../../components/form/SelectField'
import { TextField } from '../../../components/form/TextField'

/**
 * One question of a category (checkbox group or lone checkbox | select | number with unit | text),
 * bound to the create-job form at `answers.a{id}`.
 */
export function AttributeField({ attribute }: { attribute: CategoryAttribute }) {
  const { t } = useTranslation('createjob')
  const name = `answers.${answerKey(attribute.id)}`
  const common = { name, label: attribute.label, isRequired: attribute.required }
  const options = attribute.options.map((o) => ({ id: o.value, label: o.label }))
  switch (attribute.kind) {
    case 'checkbox':
      return options.length > 0 ? (
        <CheckboxGroupField {...common} options={options} />
      ) : (
        <CheckboxField {...common} />
      )
    case 'select':
      return <SelectField {...common} options={options} placeholder={t('fields::choose')} />
    case 'number':
      return <NumberField {...common} minValue={0} {...(attribute.unit ? { unit: attribute.unit } : {})} />
    case 'text':
      return <TextField {...common} maxLength={200} />
  }
}
