import { queryOptions } from '@tanstack/react-query'
import { linkedLoginsApi } from '../../../domain/contract/linked-logins'
import type { LinkedLogin } from '../../../domain/schemas/linked-logins'
import { call } from '../../lib/api'

/** The caller's linked log-ins (Facebook) on `bruger/account`. */
export const linkedLoginKeys = { all: ['account', 'linked-logins'] as const }

export const linkedLoginsQuery = () =>
  queryOptions({
    queryKey: linkedLoginKeys.all,
    queryFn: ({ signal }) => call(linkedLoginsApi.list, { signal }),
    staleTime: 10_000,
  })

export const unlinkLogin = (login: Pick<LinkedLogin, 'provider' | 'providerUserId'>) =>
  call(linkedLoginsApi.unlink, {
    params: { provider: login.provider, providerUserId: login.providerUserId },
  })
