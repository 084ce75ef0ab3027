import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { SearchAgent, SearchAgentList } from '../../../../domain/schemas/search-agents'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { agentKeys, deleteAgent } from '../queries'

/** The company's saved agents: what each looks for, how it mails, and a delete button. */
export function AgentList({ list }: { list: SearchAgentList }) {
  const { t } = useTranslation('agents')
  // A deleted agent takes its Slet button with it: focus goes to the list's heading, never to <body>.
  const heading = useRef<HTMLHeadingElement>(null)
  return (
    <section aria-labelledby="agent-list-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="agent-list-heading"
          ref={heading}
          tabIndex={-1}
          className="m-0 text-lg font-bold outline-none"
        >
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
              <DeleteAgent agent={agent} onDeleted={() => heading.current?.focus()} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * Slet, after a confirmation: the agent's category, questions and postcodes are gone with it, and one
 * tap beside them must not lose them.
 */
function DeleteAgent({ agent, onDeleted }: { agent: SearchAgent; onDeleted: () => void }) {
  const { t } = useTranslation('agents')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const remove = useMutation({
    mutationFn: deleteAgent,
    onSuccess: async () => {
      setOpen(false)
      notify({ type: 'success', note: t('list::deleted') })
      await queryClient.invalidateQueries({ queryKey: agentKeys.all })
      onDeleted()
    },
    onError: notifyFailure,
  })
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        className="btn-secondary h-10 self-start px-4"
        aria-label={t('list::deleteLabel', { category: agent.categoryName })}
      >
        {t('list::delete')}
      </Button>
      <ConfirmDialog
        title={t('list::confirmTitle', { category: agent.categoryName })}
        body={t('list::confirmBody')}
        cancel={t('list::keep')}
        confirm={t('list::confirm')}
        working={t('list::deleting')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(agent.id)}
        confirmClass="btn h-11 bg-red-700 text-white hover:bg-red-800"
      />
    </DialogTrigger>
  )
}
