import { Link } from '@tanstack/react-router'
import { Button } from 'react-aria-components'
import { Trans, useTranslation } from 'react-i18next'
import { planOf } from '../../../../domain/rules/plans'
import { useMe } from '../../../lib/session'
import { useWelcome } from '../../../lib/welcome'

/**
 * A new company's first screen: what the free Basis plan allows, that its profile is public (and where),
 * and where its calendar and messages are. Shown after the sign-up on that device until it is closed.
 */
export function WelcomePanel() {
  const { t } = useTranslation('company')
  const company = useMe().me?.company ?? undefined
  const welcome = useWelcome(company?.id)
  if (!company || !welcome.open) return null
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
        <li>
          <Trans
            t={t}
            i18nKey="welcome::basic"
            values={{ count: planOf('basic').offersPerMonth ?? 0 }}
            components={{ plans: <Link to="/firma/abonnement" className="font-semibold" /> }}
          />
        </li>
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
          welcome.close()
          // The panel is gone: the page's heading takes the focus, not the page's body.
          document.querySelector<HTMLElement>('#main h1')?.focus()
        }}
      >
        {t('welcome::close')}
      </Button>
    </section>
  )
}
