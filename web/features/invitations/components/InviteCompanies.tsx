import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { invitationsApi } from '../../../../domain/contract/invitations'
import { invitationsPerJobFewerThan } from '../../../../domain/rules/limits'
import type { CandidateCompany, InviteResult } from '../../../../domain/schemas/invitations'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { PlanBadge } from '../../../components/ui/PlanBadge'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { candidatesQuery, invitationsKeys } from '../queries'
import { InviteButton } from './InviteButton'
import { InviteByEmailForm } from './InviteByEmailForm'
import { InviteDialogButton } from './InviteDialogButton'

const maxInvitations = invitationsPerJobFewerThan - 1

/**
 * 'Invite companies' and its select-firm modal: the companies in the job's category, higher plans first
 * with their badge and then nearest the job (city and km), each with its invite button, and inviting by e-mail below. `onInvited` lets the page
 * refresh what it shows (the invited companies). A full screen on a phone; on a wide screen a card that
 * scrolls with the overlay when the list is long.
 */
export function InviteCompanies({ jobId, onInvited }: { jobId: number; onInvited?: () => void }) {
  const { t } = useTranslation('jobs')
  return (
    <InviteDialogButton
      label={t('invite::open')}
      title={t('invite::title')}
      className="btn-primary h-11 self-start"
    >
      <SelectFirm jobId={jobId} onInvited={onInvited} />
    </InviteDialogButton>
  )
}

function SelectFirm({ jobId, onInvited }: { jobId: number; onInvited?: () => void }) {
  const { t } = useTranslation('jobs')
  const queryClient = useQueryClient()
  const { data, isPending, error } = useQuery(candidatesQuery(jobId))

  const invited = async (result: InviteResult) => {
    notify({ type: 'success', note: t('invite::sent', { company: result.companyName }) })
    await queryClient.invalidateQueries({ queryKey: invitationsKeys.candidates(jobId) })
    onInvited?.()
  }
  const invite = async (company: CandidateCompany) => {
    try {
      await invited(
        await call(invitationsApi.invite, {
          params: { jobId: String(jobId) },
          body: { companyId: company.id },
        }),
      )
      return true
    } catch (failure) {
      notifyFailure(failure)
      return false
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-ink-700">{t('invite::intro', { max: maxInvitations })}</p>
      {data ? (
        <p role="status" className="m-0 font-semibold text-ink-900">
          {t('invite::count', { count: data.invitedCount, max: maxInvitations })}
        </p>
      ) : null}
      {isPending ? (
        <LoadingStatus>{t('invite::loading')}</LoadingStatus>
      ) : error ? (
        <p role="alert" className="m-0 text-red-800">
          {error.message || t('common:::errors::internal')}
        </p>
      ) : data && data.companies.length === 0 ? (
        <p className="m-0 text-ink-700">{t('invite::none')}</p>
      ) : (
        <ul
          aria-label={t('invite::list')}
          className="m-0 flex list-none flex-col divide-y divide-gray-200 p-0"
        >
          {data?.companies.map((company) => (
            <li key={company.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="m-0 font-semibold text-ink-900 break-words">
                  {company.name}
                  <PlanBadge plan={company.plan} />
                </p>
                <p className="m-0 text-sm text-ink-700">
                  {company.city} ·{' '}
                  {/* Municipality centres (decision 013): 0 km apart is one municipality, said so. */}
                  {company.distanceKm === null
                    ? t('invite::distanceUnknown')
                    : company.distanceKm === 0
                      ? t('invite::sameMunicipality')
                      : t('invite::distance', { km: company.distanceKm })}
                </p>
              </div>
              <InviteButton company={company} onInvite={invite} />
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-gray-200 pt-4">
        <InviteByEmailForm jobId={jobId} onInvited={(result) => void invited(result)} />
      </div>
    </div>
  )
}
