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
    retry: false,
  })

export const unlinkLogin = (login: Pick<LinkedLogin, 'provider' | 'providerUserId'>) =>
  call(linkedLoginsApi.unlink, {
    params: { provider: login.provider, providerUserId: login.providerUserId },
  })

const dateParts = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** Unix seconds → `05.01.2026` (Danish format in both languages, Europe/Copenhagen). */
export function linkedOnDate(seconds: number): string {
  const p = Object.fromEntries(
    dateParts.formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]),
  )
  return `${p.day}.${p.month}.${p.year}`
}
