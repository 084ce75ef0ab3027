import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { SearchAgentList } from '../../../../domain/schemas/search-agents'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { agentKeys, deleteAgent } from '../queries'

/** The company's saved agents: what each looks for, how it mails, and a delete button. */
export function AgentList({ list }: { list: SearchAgentList }) {
  const { t } = useTranslation('agents')
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: deleteAgent,
    onSuccess: async () => {
      notify({ type: 'success', note: t('list::deleted') })
      await queryClient.invalidateQueries({ queryKey: agentKeys.all })
    },
    onError: notifyFailure,
  })
  return (
    <section aria-labelledby="agent-list-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="agent-list-heading" className="m-0 text-lg font-bold">
          {t('list::heading')}
        </h2>
        <span className="text-sm text-ink-600">
          {t('list::count', { count: list.agents.length, max: list.max })}
        </span>
      </div>
      {list.agents.length === 0 ? <p className="m-0 text-ink-700">{t('list::empty')}</p> : null}
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {list.agents.map((agent) => {
          const where = [
            ...agent.regions,
            ...(agent.zips.length ? [t('list::zips', { zips: agent.zips.join(', ') })] : []),
          ]
          return (
            <li
              key={agent.id}
              data-agent={agent.id}
              className="flex flex-col gap-2 rounded-xl border border-solid border-ink-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <strong className="break-words">{agent.categoryName}</strong>
                {agent.criteria.map((c) => (
                  <span key={c.question} className="break-words text-sm text-ink-700">
                    {c.question}: {c.values.join(', ')}
                  </span>
                ))}
                <span className="break-words text-sm text-ink-700">
                  {where.length > 0 ? where.join(' · ') : t('list::anywhere')}
                </span>
                <span className="text-sm text-ink-600">{t(`list::${agent.delivery}`)}</span>
              </div>
              <Button
                className="btn-secondary h-10 self-start px-4"
                aria-label={t('list::deleteLabel', { category: agent.categoryName })}
                isDisabled={remove.isPending}
                onPress={() => remove.mutate(agent.id)}
              >
                {t('list::delete')}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
