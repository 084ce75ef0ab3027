import type { ReactNode } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { CustomerContact } from '../../../../domain/schemas/customer-jobs'
import { OfferDetails } from './OfferDetails'

/**
 * modal_list, 'Tilbud fra {company}': the offer, the company's phone and mobile, and the message thread
 * (`thread`, composed by the route from the messages feature). Full screen on a phone.
 */
export function OffersModal({
  contact,
  thread,
  actions,
  onClose,
}: {
  contact: CustomerContact
  thread?: ReactNode
  actions?: ReactNode
  onClose?: () => void
}) {
  const { t } = useTranslation('jobs')
  const title = t('offer::modalTitle', { company: contact.company.name })
  return (
    <DialogTrigger onOpenChange={(open) => (open ? undefined : onClose?.())}>
      <Button className="btn-secondary h-11">
        {t('offer::showAll')}
        {contact.unread > 0 ? (
          <span className="rounded-full bg-brand-600 px-2 text-xs font-bold text-white">
            {t('offer::unread', { count: contact.unread })}
          </span>
        ) : null}
      </Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-50 flex items-stretch justify-center overflow-y-auto bg-ink-900/50 lg:items-center lg:p-3"
      >
        <Modal className="w-full bg-white shadow-2xl outline-none lg:max-w-2xl lg:rounded-xl">
          <Dialog className="flex max-h-full flex-col gap-4 p-4 outline-none sm:p-6">
            {({ close }) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <Heading slot="title" className="m-0 text-xl font-bold">
                    {title}
                  </Heading>
                  <Button onPress={close} className="btn-secondary h-10 shrink-0">
                    {t('offer::close')}
                  </Button>
                </div>
                <OfferDetails contact={contact} />
                {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
                {thread ? (
                  <section
                    aria-label={t('offer::messages')}
                    className="border-t border-solid border-gray-200 pt-4"
                  >
                    {thread}
                  </section>
                ) : null}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
