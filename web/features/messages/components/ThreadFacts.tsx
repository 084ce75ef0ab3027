import { useTranslation } from 'react-i18next'
import type { InboxThread } from '../../../../domain/schemas/messages'
import { FactList } from '../../../components/ui/FactList'
import { formatDateTime, formatMoney } from '../../../lib/format'

/** A thread's key facts (spec `modal_info_mobil`): the job, the offer's state, price and dates. */
export function ThreadFacts({ thread }: { thread: InboxThread }) {
  const { t } = useTranslation('messages')
  const rows: [string, string][] = [
    [t('inbox::facts::job'), thread.jobTitle],
    [t('inbox::facts::state'), t(`inbox::state::${thread.state}`)],
    [t('inbox::facts::price'), thread.priceOre === null ? '–' : formatMoney(thread.priceOre)],
    [t('inbox::facts::offered'), thread.offeredAt === null ? '–' : formatDateTime(thread.offeredAt)],
    [
      t('inbox::facts::appointment'),
      thread.appointmentAt === null ? '–' : formatDateTime(thread.appointmentAt),
    ],
  ]
  return <FactList rows={rows} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" />
}
