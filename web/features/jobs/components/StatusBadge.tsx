import { useTranslation } from 'react-i18next'
import type { contactLifecycle } from '../../../../domain/lifecycle/contact'
import type { StateOf } from '../../../../domain/lifecycle/define'
import type { jobLifecycle } from '../../../../domain/lifecycle/job'

type JobStatus = StateOf<typeof jobLifecycle>
type ContactState = StateOf<typeof contactLifecycle>

const tone: Record<string, string> = {
  open: 'bg-green-50 text-green-800 border-green-200',
  offered: 'bg-green-50 text-green-800 border-green-200',
  hired: 'bg-brand-50 text-brand-800 border-brand-200',
  invited: 'bg-amber-50 text-amber-900 border-amber-200',
  completed: 'bg-green-50 text-green-800 border-green-200',
  cancel_pending: 'bg-amber-50 text-amber-900 border-amber-200',
}
const muted = 'bg-gray-100 text-ink-700 border-gray-200'

/** A job's status or a contact's state as Danish words, never the code. */
export function StatusBadge(props: { job: JobStatus } | { contact: ContactState }) {
  const { t } = useTranslation('jobs')
  const [state, text] =
    'job' in props
      ? [props.job, t(`status::${props.job}`)]
      : [props.contact, t(`contactState::${props.contact}`)]
  return (
    <span
      className={`inline-flex items-center rounded-full border border-solid px-2.5 py-0.5 text-sm font-semibold ${tone[state] ?? muted}`}
    >
      {text}
    </span>
  )
}
