import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { authApi } from '../../../domain/contract/auth'
import { AnyPassword } from '../../../domain/schemas/auth'
import { PasswordDialogForm } from '../../components/form/PasswordDialogForm'
import { useForm } from '../../components/form/use-form'
import { ModalCard } from '../../components/ui/ModalCard'
import { call } from '../../lib/api'
import { meKey } from '../../lib/session'
import {
  type ConfirmThenSubmitInput,
  type ConfirmThenSubmitResult,
  confirmThenSubmit as decide,
  type ProfileKind,
} from './profile-confirmation.logic'

interface Pending {
  email: string
  as: ProfileKind
  ownerName: string
  resolve: (confirmed: boolean) => void
}

/**
 * Profile confirmation for forms an anonymous visitor can send (create job, personalised order):
 *
 * ```tsx
 * const { confirmThenSubmit, modal } = useProfileConfirmation()
 * await confirmThenSubmit({ email, as: 'customer', submit: () => api('/jobs', { body }) })
 * return <form>…{modal}</form>
 * ```
 * Logged in → submit; e-mail known → the confirm-profile modal asks for that account's password, then
 * submit; unknown → submit as a new user. Resolves `{ outcome: 'cancelled' }` if the modal is closed.
 */
export function useProfileConfirmation(): {
  confirmThenSubmit: <T>(input: ConfirmThenSubmitInput<T>) => Promise<ConfirmThenSubmitResult<T>>
  modal: ReactNode
} {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<Pending | null>(null)

  const confirmThenSubmit = <T,>(input: ConfirmThenSubmitInput<T>) =>
    decide(input, {
      isLoggedIn: () => Boolean(queryClient.getQueryData(meKey)),
      lookup: (email, as) => call(authApi.lookupProfile, { body: { email, as } }),
      confirm: (request) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })),
      refreshMe: () => queryClient.invalidateQueries({ queryKey: meKey }),
    })

  const modal = pending ? (
    <ConfirmProfileModal
      key={pending.email}
      request={pending}
      onDone={(confirmed) => {
        pending.resolve(confirmed)
        setPending(null)
      }}
    />
  ) : null

  return { confirmThenSubmit, modal }
}

const ConfirmForm = v.object({ password: AnyPassword })

/** The confirm-profile modal (customer and company variants); a wrong password shows in the summary. */
export function ConfirmProfileModal({
  request,
  onDone,
}: {
  request: { email: string; as: ProfileKind; ownerName: string }
  onDone: (confirmed: boolean) => void
}) {
  const { t } = useTranslation('login')
  const done = useRef(false)
  const finish = (confirmed: boolean) => {
    if (done.current) return
    done.current = true
    onDone(confirmed)
  }
  const form = useForm({
    initial: { password: '' },
    schema: ConfirmForm,
    submit: async (data) => {
      await call(authApi.confirmProfile, { body: { email: request.email, password: data.password } })
      finish(true)
    },
    // The modal closes and the caller's form goes on.
    stayPending: true,
  })

  return (
    <ModalCard
      width="max-w-md"
      isOpen
      isDismissable={!form.pending}
      onOpenChange={(open) => (open ? undefined : finish(false))}
    >
      <PasswordDialogForm
        form={form}
        data-variant={request.as}
        title={t(`confirmProfile::${request.as}::title`)}
        passwordLabel={t('confirmProfile::password')}
        cancel={t('confirmProfile::cancel')}
        onCancel={() => finish(false)}
        label={t('confirmProfile::submit')}
        pendingLabel={t('confirmProfile::submitting')}
      >
        <p className="m-0 text-ink-700 break-words">
          {t(`confirmProfile::${request.as}::body`, { email: request.email, name: request.ownerName })}
        </p>
      </PasswordDialogForm>
    </ModalCard>
  )
}
