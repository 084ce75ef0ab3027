import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/form/Form'
import { notifyFailure } from '../../../components/ui/toast/toast-queue'
import { ApiFailure } from '../../../lib/api'
import { jobsApi } from '../api'
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
    mutationFn: () => jobsApi.chooseSupplier(jobId, contactId),
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
      <ModalOverlay
        isDismissable={!mutation.isPending}
        className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-900/50 p-3 sm:items-center"
      >
        <Modal className="w-full max-w-md rounded-xl bg-white shadow-2xl outline-none">
          <Dialog role="alertdialog" className="flex flex-col gap-4 p-5 outline-none sm:p-6">
            <Heading slot="title" className="m-0 text-xl font-bold">
              {t('choose::title', { company })}
            </Heading>
            <p className="m-0 text-ink-700">{t('choose::body', { company })}</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button slot="close" isDisabled={mutation.isPending} className="btn-secondary h-11">
                {t('choose::cancel')}
              </Button>
              <Button
                onPress={() => mutation.mutate()}
                isDisabled={mutation.isPending}
                className="btn-primary h-11"
              >
                {mutation.isPending ? (
                  <>
                    <Spinner />
                    <span role="status">{t('choose::working')}</span>
                  </>
                ) : (
                  t('choose::confirm')
                )}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
