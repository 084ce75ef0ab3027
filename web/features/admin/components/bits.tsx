import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserStatus } from '../../../../domain/schemas/admin'
import { DeadEnd, deadEndAction } from '../../../components/ui/DeadEnd'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { Section } from '../../../components/ui/Section'

const badge: Record<UserStatus, string> = {
  active: 'bg-brand-50 text-brand-700 border-brand-100',
  blocked: 'bg-red-50 text-red-800 border-red-200',
  deleted: 'bg-gray-100 text-ink-700 border-gray-200',
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin')
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${badge[status]}`}>
      {t(`status::${status}`)}
    </span>
  )
}

/** The admin's loading state: the shared spinner and text, with room around it like the lists it stands in for. */
export function Loading() {
  const { t } = useTranslation('admin')
  return (
    <div className="py-6">
      <LoadingStatus>{t('loading')}</LoadingStatus>
    </div>
  )
}

export function Empty() {
  const { t } = useTranslation('admin')
  return (
    <p className="m-0 rounded-xl border border-dashed border-gray-300 p-6 text-center text-ink-500">
      {t('empty')}
    </p>
  )
}

/** A detail page's card: its title over label/value rows (`Fact`s). */
export function FactCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} title={title}>
      <dl className="m-0 flex flex-col gap-2">{children}</dl>
    </Section>
  )
}

/** A label/value row of a detail card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm font-semibold text-ink-500 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="m-0 break-words text-ink-900">{children}</dd>
    </div>
  )
}

/** 403 for a logged-in user without the admin role. */
export function Forbidden() {
  const { t } = useTranslation('admin')
  return (
    <DeadEnd code="403" title={t('forbidden::title')} body={t('forbidden::body')}>
      <Link to="/" className={deadEndAction}>
        {t('forbidden::back')}
      </Link>
    </DeadEnd>
  )
}

/** A company or a user a page or an item concerns, linked to its page in the console. */
export function PartyLink({ party, to }: { party: { id: number; name: string }; to: 'company' | 'user' }) {
  return (
    <Link
      to={to === 'company' ? '/admin/companies/$id' : '/admin/users/$id'}
      params={{ id: String(party.id) }}
      className="text-brand-700 underline"
    >
      {party.name}
    </Link>
  )
}
