import { useTranslation } from 'react-i18next'
import type { AuditEntry } from '../../../../domain/schemas/admin'
import { Section } from '../../../components/ui/Section'
import { formatDateTime } from '../../../lib/format'

/** "Who and when": the newest entries first, with the acting user and a Danish date and time. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin')
  return (
    <Section id="audit-heading" title={t('audit::title')}>
      {entries.length === 0 ? (
        <p className="m-0 text-ink-500">{t('audit::empty')}</p>
      ) : (
        <ol className="m-0 flex list-none flex-col divide-y divide-gray-100 p-0">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3">
              <time
                dateTime={new Date(entry.createdAt * 1000).toISOString()}
                className="font-mono text-sm text-ink-700"
              >
                {formatDateTime(entry.createdAt)}
              </time>
              <span className="font-semibold">
                {t(`audit::actions::${entry.action}`, { defaultValue: entry.action })}
              </span>
              <span className="text-ink-700">
                <span className="sr-only">{t('audit::who')}: </span>
                {entry.actor?.name ?? t('audit::system')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
