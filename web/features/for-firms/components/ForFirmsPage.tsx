import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import planData from '../../../../domain/data/plans.json'
import { formatOre } from '../../../../domain/rules/money'
import { plans } from '../../../../domain/rules/plans'
import { PagePart } from '../../../components/ui/PagePart'
import { Section } from '../../../components/ui/Section'
import { useMe } from '../../../lib/session'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** 'For firmaer': how the marketplace works for a company, the plans (domain/data/plans.json), sign-up. */
export function ForFirmsPage() {
  const { t } = useTranslation('forfirms')
  useDocumentTitle(t('title'))
  const days = planData.periodDays
  const steps = t('how::steps', { returnObjects: true, defaultValue: [] }) as string[] | string
  // A company that is logged in has its profile: the way on is its jobs, not a second sign-up. (The page
  // is rendered for every visitor alike; the caller is known once the app has asked.)
  const { me } = useMe()
  const company = me?.role === 'company'
  const next = (
    <Link
      to={company ? '/firma/opgaver' : '/opret-profil'}
      className="btn-primary h-11 px-5 text-base no-underline"
    >
      {t(company ? 'cta::toJobs' : 'cta::signup')}
    </Link>
  )
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-10 pb-8" aria-labelledby="forfirms-title">
      <header>
        <h1 id="forfirms-title" className="title-display">
          {t('title')}
        </h1>
        <p className="mt-4 mb-0 text-lg text-ink-700">{t('lead')}</p>
        <div className="mt-6">{next}</div>
      </header>
      <PagePart id="forfirms-how" title={t('how::title')}>
        <ol className="m-0 flex flex-col gap-3 pl-6">
          {Array.isArray(steps)
            ? steps.map((step) => (
                <li key={step} className="leading-relaxed text-ink-700">
                  {step}
                </li>
              ))
            : null}
        </ol>
      </PagePart>
      <PagePart id="forfirms-plans" title={t('plans::title')} lead={t('plans::intro', { days })}>
        <ul className="m-0 grid list-none gap-4 p-0 lg:grid-cols-3">
          {plans.map((plan) => {
            const name = t(`plans::names::${plan.id}`)
            return (
              <li
                key={plan.id}
                className="flex flex-col gap-3 rounded-xl border border-solid border-gray-200 bg-white p-5 shadow-sm"
              >
                <h3 className="m-0 text-lg font-bold">{name}</h3>
                <p className="m-0">
                  <span className="text-2xl font-extrabold tabular-nums">
                    {plan.priceOre === 0 ? t('plans::free') : formatOre(plan.priceOre)}
                  </span>
                  {plan.priceOre === 0 ? null : (
                    <span className="block text-sm text-ink-500">{t('plans::perPeriod', { days })}</span>
                  )}
                </p>
                <ul className="m-0 flex flex-col gap-1 pl-5 text-ink-700">
                  <li>
                    {plan.offersPerMonth === null
                      ? t('plans::offersUnlimited')
                      : t('plans::offers', { count: plan.offersPerMonth })}
                  </li>
                  <li>{t(`plans::rank${plan.rank}`)}</li>
                  {plan.badge ? <li>{t('plans::badge', { plan: name })}</li> : null}
                </ul>
              </li>
            )
          })}
        </ul>
      </PagePart>
      <Section tone="brand" id="forfirms-cta" title={t('cta::title')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {next}
          {me ? null : (
            <Link to="/log-ind" className="font-medium">
              {t('cta::login')}
            </Link>
          )}
        </div>
      </Section>
    </article>
  )
}
