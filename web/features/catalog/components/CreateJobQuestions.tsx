import { useTranslation } from 'react-i18next'
import type { CategoryDetail } from '../../../../domain/schemas/catalog'
import { AttributeField } from './AttributeField'
import { CarModelField } from './CarModelField'

/** Step: the category's own questions (and the car for car categories). */
export function CreateJobQuestions({ category }: { category: CategoryDetail }) {
  const { t } = useTranslation('createjob')
  return (
    <div className="flex flex-col gap-5">
      <p className="m-0 text-ink-700">{t('questions::lead', { category: category.name })}</p>
      {category.needsCarModel ? <CarModelField isRequired /> : null}
      {category.attributes.map((attribute) => (
        <AttributeField key={attribute.id} attribute={attribute} />
      ))}
    </div>
  )
}
