import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { customerJobsApi } from '../../../../domain/contract/customer-jobs'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { notifyFailure } from '../../../components/ui/toast/toast-queue'
import { ApiFailure, call } from '../../../lib/api'
import { jobsKeys } from '../queries'

/**
 * changejobstatus with a confirmation first. Success goes to the thank-you page
 * (`/bruger/leverandorhyret/{job_id}/?contact_id=`); a failure lands back on the job with the reason.
 */
export function ChooseSupplier({
  jobId,
  contactId,
  company,
  onFailure,
}: {
  jobId: number
  contactId: number
  company: string
  onFailure: (message: string) => void
}) {
  const { t } = useTranslation(['jobs', 'common'])
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationFn: () =>
      call(customerJobsApi.chooseSupplier, { params: { jobId: String(jobId) }, body: { contactId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobsKeys.all })
      await navigate({
        to: '/bruger/leverandorhyret/$jobId',
        params: { jobId: String(jobId) },
        search: { contact_id: contactId },
      })
    },
    onError: async (error) => {
      setOpen(false)
      // A notification too: the choice may have been made inside 'Tilbud fra {company}', above the page.
      notifyFailure(error)
      await queryClient.invalidateQueries({ queryKey: jobsKeys.all })
      onFailure(error instanceof ApiFailure && error.message ? error.message : t('common:::errors::internal'))
      await navigate({ to: '/bruger/opgave/$jobId', params: { jobId: String(jobId) } })
    },
  })
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="btn-primary h-11">{t('choose::action')}</Button>
      <ConfirmDialog
        title={t('choose::title', { company })}
        body={t('choose::body', { company })}
        cancel={t('choose::cancel')}
        confirm={t('choose::confirm')}
        working={t('choose::working')}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </DialogTrigger>
  )
}
