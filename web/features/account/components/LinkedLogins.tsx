import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { LinkedLogin } from '../../../../domain/schemas/linked-logins'
import { ErrorArea } from '../../../components/form/Form'
import { serverFailure } from '../../../components/form/use-form'
import { Section } from '../../../components/ui/Section'
import { notify } from '../../../components/ui/toast/toast-queue'
import { formatDate } from '../../../lib/format'
import { linkedLoginKeys, linkedLoginsQuery, unlinkLogin } from '../linked-logins'

/**
 * "Log ind med andre tjenester": every Facebook log-in that can enter this account, with a button to
 * remove it (issue 6: a stranger's Facebook linked to your address shows up here and can be removed).
 */
export function LinkedLogins() {
  const { t } = useTranslation(['account'])
  const { data } = useSuspenseQuery(linkedLoginsQuery())
  const queryClient = useQueryClient()
  const [message, setMessage] = useState<string | null>(null)
  const remove = useMutation({ mutationFn: unlinkLogin })

  function unlink(login: LinkedLogin) {
    setMessage(null)
    const provider = t(`linkedLogins::providers::${login.provider}`)
    remove.mutate(login, {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: linkedLoginKeys.all })
        notify({ type: 'success', note: t('linkedLogins::unlinked', { provider }) })
      },
      onError: (error) => setMessage(serverFailure(error).message),
    })
  }

  return (
    <Section id="linked-logins-heading" title={t('linkedLogins::title')}>
      <p className="m-0 mb-4 max-w-xl text-ink-700">{t('linkedLogins::lead')}</p>
      <div className="flex flex-col gap-3">
        <ErrorArea message={message} />
        {data.logins.length === 0 ? (
          <p className="m-0 rounded-lg bg-gray-50 px-3 py-2 text-ink-700">{t('linkedLogins::none')}</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {data.logins.map((login) => {
              const provider = t(`linkedLogins::providers::${login.provider}`)
              const busy = remove.isPending && remove.variables?.providerUserId === login.providerUserId
              return (
                <li
                  key={`${login.provider}:${login.providerUserId}`}
                  className="flex flex-col gap-3 rounded-lg border border-solid border-gray-200 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col">
                    <span className="font-semibold">{provider}</span>
                    <span className="text-sm text-ink-700">
                      {t('linkedLogins::linkedOn', { date: formatDate(login.linkedAt) })} ·{' '}
                      {login.verified ? t('linkedLogins::verified') : t('linkedLogins::unverified')}
                    </span>
                  </div>
                  <Button
                    aria-label={t('linkedLogins::unlinkLabel', { provider })}
                    onPress={() => unlink(login)}
                    isPending={busy}
                    isDisabled={remove.isPending}
                    className="btn-secondary h-11 shrink-0 self-start sm:self-auto"
                  >
                    {busy ? t('linkedLogins::unlinking') : t('linkedLogins::unlink')}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </Section>
  )
}
