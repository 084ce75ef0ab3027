import { type ReactNode, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { CustomerContact } from '../../../../domain/schemas/customer-jobs'
import { DialogCard } from '../../../components/ui/DialogCard'
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
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
    onClose?.()
  }
  return (
    <>
      <Button className="btn-secondary h-11" onPress={() => setOpen(true)}>
        {t('offer::showAll')}
        {contact.unread > 0 ? (
          <span className="rounded-full bg-brand-600 px-2 text-xs font-bold text-white">
            {t('offer::unread', { count: contact.unread })}
          </span>
        ) : null}
      </Button>
      {open ? (
        <DialogCard
          title={title}
          closeLabel={t('offer::close')}
          onClose={close}
          fullScreenOnPhone
          width="max-w-2xl"
        >
          <OfferDetails contact={contact} />
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          {thread ? (
            <section aria-label={t('offer::messages')} className="border-t border-solid border-gray-200 pt-4">
              {thread}
            </section>
          ) : null}
        </DialogCard>
      ) : null}
    </>
  )
}
