import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Subscriptions } from '../../../../domain/schemas/money'
import { formatMoney } from '../../../lib/format'

type Plan = Subscriptions['plans'][number]

/** What a plan gives, from the plan data (offers a month, place in lists, badge). */
function benefitsOf(plan: Plan, t: TFunction<'subscriptions'>): string[] {
  const name = t(`plans::${plan.id}::name`)
  return [
    plan.offersPerMonth === null
      ? t('benefits::offersUnlimited')
      : t('benefits::offers', { count: plan.offersPerMonth }),
    t(`benefits::rank${Math.min(plan.rank, 2)}`),
    ...(plan.badge ? [t('benefits::badge', { plan: name })] : []),
  ]
}

export interface PlanAction {
  label: string
  /** Absent: the button is shown but cannot be pressed (the current plan, a change already waiting). */
  onPress?: () => void
  /** Upgrades are the call to action; a step down is offered, not pushed. */
  primary?: boolean
}

/**
 * A plan button's text, and for a screen reader the category it acts in: a firm with ten categories
 * hears 'Opgrader til Pro i Tømrer', 'Opgrader til Pro i Murer', not the same 'Opgrader til Pro' ten times.
 */
function ActionLabel({ label, category }: { label: string; category: string }) {
  const { t } = useTranslation('subscriptions')
  return (
    <>
      {label} <span className="sr-only">{t('actions::inCategory', { category })}</span>
    </>
  )
}

/** One plan of one category: name, price excluding VAT per period, benefits, and its button. */
export function PlanCard({
  plan,
  category,
  periodDays,
  isCurrent,
  action,
  secondary,
}: {
  plan: Plan
  /** The category's name, which the buttons' names end with (the card sits under its heading). */
  category: string
  periodDays: number
  isCurrent: boolean
  action: PlanAction
  /** A quieter second action under the first (ending the paid plan on its own card). */
  secondary?: PlanAction | undefined
}) {
  const { t } = useTranslation('subscriptions')
  const name = t(`plans::${plan.id}::name`)
  return (
    <article
      aria-label={name}
      className={`flex flex-col gap-3 rounded-xl border border-solid bg-white p-4 ${
        isCurrent ? 'border-brand-500 ring-1 ring-brand-500' : 'border-gray-200'
      }`}
    >
      <h3 className="m-0 text-lg font-bold">{name}</h3>
      <p className="m-0 flex flex-col">
        {plan.priceOre === 0 ? (
          <span className="text-xl font-bold">{t('free')}</span>
        ) : (
          <>
            <span className="text-xl font-bold tabular-nums">
              {t('price', { price: formatMoney(plan.priceOre) })}
            </span>
            <span className="text-sm text-ink-500">{t('perPeriod', { days: periodDays })}</span>
          </>
        )}
      </p>
      <ul className="m-0 flex flex-1 flex-col gap-1 pl-5 text-sm text-ink-700">
        {benefitsOf(plan, t).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <button
        type="button"
        disabled={!action.onPress}
        onClick={action.onPress}
        className={`${action.primary && action.onPress ? 'btn-primary' : 'btn-secondary'} h-11 w-full text-base`}
      >
        <ActionLabel label={action.label} category={category} />
      </button>
      {secondary ? (
        <button
          type="button"
          disabled={!secondary.onPress}
          onClick={secondary.onPress}
          className="btn-secondary h-11 w-full text-base"
        >
          <ActionLabel label={secondary.label} category={category} />
        </button>
      ) : null}
    </article>
  )
}
