import { useTranslation } from 'react-i18next'
import { type PlanId, planOf } from '../../../../domain/rules/plans'
import type { CategorySubscription, Subscriptions } from '../../../../domain/schemas/money'
import { formatDate } from '../../../lib/format'
import { type PlanAction, PlanCard } from './PlanCard'

export type PlanChoice = { kind: 'upgrade' | 'downgrade' | 'unsubscribe'; plan: PlanId }

/** Where the category stands: the plan's renewal, a change waiting for the period's end, offers used. */
function Status({ category, plans }: { category: CategorySubscription; plans: Subscriptions['plans'] }) {
  const { t } = useTranslation('subscriptions')
  const limit = plans.find((p) => p.id === category.plan)?.offersPerMonth ?? null
  const end = category.periodEnd ? formatDate(category.periodEnd) : null
  const plan = (id: PlanId) => t(`plans::${id}::name`)
  return (
    <div className="flex flex-col gap-0.5 text-sm text-ink-700">
      {end && category.nextPlan === 'basic' ? (
        <p className="m-0">{t('category::ends', { date: end })}</p>
      ) : null}
      {end && category.nextPlan && category.nextPlan !== 'basic' ? (
        <p className="m-0">{t('category::nextPlan', { plan: plan(category.nextPlan), date: end })}</p>
      ) : null}
      {end && !category.nextPlan ? (
        <p className="m-0">{t('category::renews', { plan: plan(category.plan), date: end })}</p>
      ) : null}
      <p className="m-0">
        {limit === null
          ? t('category::usageUnlimited', { used: category.offersThisMonth })
          : t('category::usage', { used: category.offersThisMonth, limit })}
      </p>
    </div>
  )
}

/** One of my categories: its three plans side by side (stacked on a phone), the current one marked. */
export function CategoryPlans({
  category,
  list,
  onChoose,
}: {
  category: CategorySubscription
  list: Subscriptions
  onChoose: (choice: PlanChoice) => void
}) {
  const { t } = useTranslation('subscriptions')
  const headingId = `category-plans-${category.categoryId}`
  const current = planOf(category.plan)
  const actionFor = (id: PlanId): PlanAction => {
    const name = t(`plans::${id}::name`)
    if (id === category.plan) return { label: t('actions::current') }
    if (planOf(id).rank > current.rank)
      return {
        label: t('actions::upgrade', { plan: name }),
        onPress: () => onChoose({ kind: 'upgrade', plan: id }),
      }
    // Down to Basis is the same as ending the paid plan: it runs to its end, then the category is free.
    const kind = id === 'basic' ? 'unsubscribe' : 'downgrade'
    return {
      label: t('actions::downgrade', { plan: name }),
      ...(category.nextPlan === id ? {} : { onPress: () => onChoose({ kind, plan: id }) }),
    }
  }
  // 'Opsig abonnement' belongs to the plan the firm pays for; Basis costs nothing and has nothing to end.
  const unsubscribe: PlanAction | undefined =
    category.plan === 'basic'
      ? undefined
      : {
          label: t('actions::unsubscribe'),
          ...(category.nextPlan === 'basic'
            ? {}
            : { onPress: () => onChoose({ kind: 'unsubscribe', plan: 'basic' }) }),
        }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="m-0 text-xl font-bold">
          {category.categoryName}
        </h2>
        <Status category={category} plans={list.plans} />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
        {list.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            category={category.categoryName}
            periodDays={list.periodDays}
            isCurrent={plan.id === category.plan}
            action={actionFor(plan.id)}
            secondary={plan.id === category.plan ? unsubscribe : undefined}
          />
        ))}
      </div>
    </section>
  )
}
