import { type ReactNode, Suspense } from 'react'
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
      {category.needsCarModel ? (
        <HydratesAlone>
          <CarModelField isRequired />
        </HydratesAlone>
      ) : null}
      {category.attributes.map((attribute) => (
        <HydratesAlone key={attribute.id}>
          <AttributeField attribute={attribute} />
        </HydratesAlone>
      ))}
    </div>
  )
}

/**
 * The questions hydrate after the form, not in its commit (React hydrates a server-rendered Suspense
 * boundary after what is around it). Committed with the form, the questions' effects and the renders
 * React Aria's fields ask for right after hydration (their collections and ids) were one task of some
 * 150 ms on Lighthouse's phone on a category with a car and a dozen questions (issue 21). A press or
 * keystroke on a question not hydrated yet makes React hydrate it first.
 */
function HydratesAlone({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
