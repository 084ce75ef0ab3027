import { Link } from '@tanstack/react-router'
import { Trans, useTranslation } from 'react-i18next'

/**
 * The line above a submit that creates a profile (sign-up as a person or a company, a new customer's first
 * job): by creating it, you accept the terms of trade and the privacy policy, both linked. They open in a
 * new tab, so what is typed in the form stays.
 */
export function TermsNote() {
  const { t } = useTranslation('common')
  const legal = { className: 'font-semibold', target: '_blank', rel: 'noopener' } as const
  return (
    <p className="m-0 text-sm text-ink-700">
      <Trans
        t={t}
        i18nKey="form::terms"
        components={{
          terms: <Link to="/handelsbetingelser" {...legal} />,
          privacy: <Link to="/privatlivspolitik" {...legal} />,
        }}
      />
    </p>
  )
}
