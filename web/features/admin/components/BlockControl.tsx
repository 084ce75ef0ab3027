import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { adminApi } from '../../../../domain/contract/admin'
import { accountLifecycle } from '../../../../domain/lifecycle/account'
import { allowedActions } from '../../../../domain/lifecycle/define'
import type { UserStatus } from '../../../../domain/schemas/admin'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { call } from '../../../lib/api'
import { adminKeys } from '../queries'

export interface BlockTarget {
  id: number
  name: string
  role: 'customer' | 'company' | 'admin'
  status: UserStatus
}

/** Block / unblock with a confirmation dialog; the server logs who and when and ends the sessions. */
export function BlockControl({ target, meId }: { target: BlockTarget; meId: number }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  // The account lifecycle decides which action an admin has here (none for a deleted account).
  const action = allowedActions(accountLifecycle, target.status, 'admin').find((a) => a !== 'delete')
  const blocking = action === 'block'
  const mutation = useMutation({
    mutationFn: () =>
      call(blocking ? adminApi.block : adminApi.unblock, { params: { id: String(target.id) } }),
    onSuccess: async () => {
      setOpen(false)
      notify({
        type: 'success',
        note: t(blocking ? 'block::blocked' : 'block::unblocked', { name: target.name }),
      })
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
    onError: (error) => {
      setOpen(false)
      notifyFailure(error)
    },
  })

  if (target.id === meId) return <p className="m-0 text-sm text-ink-500">{t('block::selfNote')}</p>
  if (target.role === 'admin') return <p className="m-0 text-sm text-ink-500">{t('block::adminNote')}</p>
  if (!action) return null

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        className={
          blocking
            ? 'btn h-11 border border-red-300 bg-white text-red-700 hover:bg-red-50'
            : 'btn-secondary h-11'
        }
      >
        {t(blocking ? 'block::block' : 'block::unblock')}
      </Button>
      <ConfirmDialog
        title={t(blocking ? 'block::blockTitle' : 'block::unblockTitle', { name: target.name })}
        body={t(blocking ? 'block::blockBody' : 'block::unblockBody')}
        cancel={t('block::cancel')}
        confirm={t(blocking ? 'block::block' : 'block::unblock')}
        working={t('block::working')}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        confirmClass={blocking ? 'btn h-11 bg-red-700 text-white hover:bg-red-800' : 'btn-primary h-11'}
      />
    </DialogTrigger>
  )
}
