import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../../components/ui/PageTitle'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { agentsQuery } from '../queries'
import { AgentForm } from './AgentForm'
import { AgentList } from './AgentList'

/** `/firma/soegeagenter`: save searches that mail the company when a matching job is posted. */
export function SearchAgentsPage() {
  const { t } = useTranslation('agents')
  useDocumentTitle(t('title'))
  const { data: list } = useSuspenseQuery(agentsQuery())
  const isFull = list.agents.length >= list.max
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4">
      <PageTitle title={t('title')} lead={t('intro')} />
      <div className="rounded-xl border border-solid border-ink-200 bg-white p-4 sm:p-6">
        <AgentForm isFull={isFull} />
        {isFull ? (
          <p role="status" className="m-0 mt-3 text-sm text-amber-800">
            {t('errors::limit')}
          </p>
        ) : null}
      </div>
      <AgentList list={list} />
    </div>
  )
}
