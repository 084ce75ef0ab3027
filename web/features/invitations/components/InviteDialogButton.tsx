import { type ReactNode, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { DialogCard } from '../../../components/ui/DialogCard'

/**
 * A button that opens an invitation dialog (select firm on my job, 'open job' on a company's profile):
 * a full screen on a phone; on a wide screen a card that scrolls with the overlay when the list is long.
 */
export function InviteDialogButton({
  label,
  title,
  className,
  children,
}: {
  label: string
  title: string
  className: string
  children: ReactNode
}) {
  const { t } = useTranslation('jobs')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button className={className} onPress={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <DialogCard
          title={title}
          closeLabel={t('invite::close')}
          onClose={() => setOpen(false)}
          fullScreenOnPhone
          width="max-w-2xl"
        >
          {children}
        </DialogCard>
      ) : null}
    </>
  )
}
