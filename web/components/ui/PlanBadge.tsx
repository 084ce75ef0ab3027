import { useTranslation } from 'react-i18next'
import { type PlanId, planOf } from '../../../domain/rules/plans'

/** A company's paid plan beside its name ('Pro', 'Pro Plus'); nothing for basic (decision 018). */
export function PlanBadge({ plan }: { plan?: PlanId }) {
  const { t } = useTranslation('money')
  if (!plan || !planOf(plan).badge) return null
  return (
    <span className="ms-2 inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-bold text-white">
      {t(`plan::${plan}`)}
    </span>
  )
}
