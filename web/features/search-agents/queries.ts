import { queryOptions } from '@tanstack/react-query'
import { searchAgentsApi } from '../../../domain/contract/search-agents'
import type { NewSearchAgent } from '../../../domain/schemas/search-agents'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/** Query keys of the company's search agents; category and question names are translated. */
export const agentKeys = {
  all: ['search-agents'] as const,
  list: () => ['search-agents', 'list', currentLocale()] as const,
  form: (categoryId: number) => ['search-agents', 'form', currentLocale(), categoryId] as const,
}

export const agentsQuery = () =>
  queryOptions({
    queryKey: agentKeys.list(),
    queryFn: ({ signal }) => call(searchAgentsApi.list, { signal }),
  })

/** get_attributes_form_markup: the chosen category's questions. */
export const agentFormQuery = (categoryId: number) =>
  queryOptions({
    queryKey: agentKeys.form(categoryId),
    queryFn: ({ signal }) => call(searchAgentsApi.form, { query: { category: String(categoryId) }, signal }),
    staleTime: 5 * 60_000,
  })

export const saveAgent = (agent: NewSearchAgent) => call(searchAgentsApi.create, { body: agent })
export const deleteAgent = (id: number) => call(searchAgentsApi.remove, { params: { agentId: String(id) } })
