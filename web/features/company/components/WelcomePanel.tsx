import { Link } from '@tanstack/react-router'
import { Button } from 'react-aria-components'
import { Trans, useTranslation } from 'react-i18next'
import type { WelcomePlan } from '../welcome-plans'

export interface WelcomePanelProps {
  company: { name: string; slug: string }
  /** The plans the company has (welcomePlans of its subscriptions): what each allows, and where. */
  plans: readonly WelcomePlan[]
  onClose: () => void
}

/**
 * A new company's first screen: what its plan allows (the plan it has, as its subscriptions say), that
 * its profile is public (and where), and where its calendar and messages are. The route shows it after
 * the sign-up on that device until it is closed (web/lib/welcome).
 */
export function WelcomePanel({ company, plans, onClose }: WelcomePanelProps) {
  const { t, i18n } = useTranslation(['company', 'subscriptions'])
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' })
  const profile = `/${company.slug}`
  return (
    <section
      aria-labelledby="welcome-title"
      className="flex flex-col gap-3 rounded-xl border border-solid border-brand-100 bg-brand-50 p-4 text-ink-900 sm:p-5"
    >
      <h2 id="welcome-title" className="m-0 text-lg font-bold">
        {t('welcome::title', { company: company.name })}
      </h2>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {plans.map((line) => (
          <li key={line.plan}>
            <Trans
              t={t}
              i18nKey={`welcome::plans::${line.kind}`}
              values={{
                plan: t(`subscriptions:::plans::${line.plan}::name`),
                categories: line.categories
                  ? list.format(line.categories)
                  : t('welcome::plans::allCategories'),
                count: line.offersPerMonth ?? 0,
              }}
              components={{ plans: <Link to="/firma/abonnement" className="font-semibold" /> }}
            />
          </li>
        ))}
        <li>
          <Trans
            t={t}
            i18nKey="welcome::profile"
            values={{ address: `${window.location.host}${profile}` }}
            // Trans puts the address (the translation's <profile>…</profile>) inside the link.
            components={{
              profile: (
                <a href={profile} className="font-semibold break-all">
                  {profile}
                </a>
              ),
            }}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="welcome::places"
            components={{
              calendar: <Link to="/firma/kalender" className="font-semibold" />,
              messages: <Link to="/firma/beskeder" className="font-semibold" />,
            }}
          />
        </li>
      </ul>
      <Button
        className="btn-secondary h-10 self-start px-4"
        onPress={() => {
          onClose()
          // The panel is gone: the page's heading takes the focus, not the page's body.
          document.querySelector<HTMLElement>('#main h1')?.focus()
        }}
      >
        {t('welcome::close')}
      </Button>
    </section>
  )
}
