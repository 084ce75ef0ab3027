import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { inviteButtonReenableMs } from '../../../../domain/rules/limits'
import type { CandidateCompany } from '../../../../domain/schemas/invitations'
import { Spinner } from '../../../components/form/Form'

/**
 * One company's invite button. Spec: an invited company's button reads 'Invited deals' and stays
 * disabled; otherwise a press disables it, and it re-enables 3000 ms later (a refusal, e.g. the limit).
 */
export function InviteButton({
  company,
  onInvite,
}: {
  company: CandidateCompany
  /** Resolves true when the company was invited. */
  onInvite: (company: CandidateCompany) => Promise<boolean>
}) {
  const { t } = useTranslation('jobs')
  if (company.invited || company.onJob) {
    return (
      <Button isDisabled className="btn-secondary h-10 min-w-28 shrink-0 text-sm">
        {company.invited ? t('invite::invited') : t('invite::onJob')}
      </Button>
    )
  }
  return (
    <InvitePress
      label={t('invite::inviteCompany', { company: company.name })}
      onInvite={() => onInvite(company)}
    />
  )
}

/**
 * 'Inviter', named by `label` for a screen reader (which company, which job): a press disables it, and
 * it re-enables 3000 ms later (spec), so a refusal can be tried again but a double press sends once.
 */
export function InvitePress({ label, onInvite }: { label: string; onInvite: () => Promise<unknown> }) {
  const { t } = useTranslation('jobs')
  const [cooling, setCooling] = useState(false)
  const [pending, setPending] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const press = async () => {
    setCooling(true)
    setPending(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCooling(false), inviteButtonReenableMs)
    try {
      await onInvite()
    } finally {
      setPending(false)
    }
  }
  return (
    <Button
      onPress={() => void press()}
      isDisabled={cooling}
      aria-label={label}
      className="btn-primary h-10 min-w-28 shrink-0 text-sm"
    >
      {pending ? <Spinner /> : null}
      {t('invite::invite')}
    </Button>
  )
}
