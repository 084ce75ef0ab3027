import { supportApi } from '../../../domain/contract/support'
import { call } from '../../lib/api'

export const supportCasesKey = ['support', 'cases'] as const

/** The company's support cases (`/hjaelp/firma`). */
export const supportCasesQuery = () => ({
  queryKey: supportCasesKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(supportApi.list, { signal }),
})

/** One case with its thread (modal_support_messages). */
export const supportCaseQuery = (caseId: number) => ({
  queryKey: [...supportCasesKey, caseId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(supportApi.thread, { params: { caseId: String(caseId) }, signal }),
})
