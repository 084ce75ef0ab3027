import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../lib/session'
import { startPathFor } from '../../lib/session-paths'
import { DeadEnd, deadEndAction } from './DeadEnd'

/**
 * What a page for one role shows a logged-in caller of another (a customer on a company page, an
 * administrator on a customer's): whose page it is, who they are logged in as, and the way to their own
 * pages. Anonymous visitors never see it: the route sends them to log in first.
 */
export function OtherRolesPage({ pageFor }: { pageFor: 'company' | 'customer' }) {
  const { t } = useTranslation()
  const { me } = useMe()
  const title = t(`otherRole::title::${pageFor}`)
  const role = me?.role ?? null
  const body = role
    ? `${t(`otherRole::pageFor::${pageFor}`)} ${t(`otherRole::youAre::${role}`)}`
    : t(`otherRole::pageFor::${pageFor}`)
  return (
    <DeadEnd title={title} body={body}>
      <Link to={role ? startPathFor(role) : '/'} className={deadEndAction}>
        {role ? t(`otherRole::home::${role}`) : t('otherRole::front')}
      </Link>
    </DeadEnd>
  )
}
