import {
  AgentForm,
  AgentFormQuery,
  NewSearchAgent,
  SearchAgentCreated,
  SearchAgentList,
  SearchAgentParam,
} from '../schemas/search-agents'
import { endpoint } from './endpoint'

/** The session's company's search agents (søgeagenter); another company's agent is a 404. */
export const searchAgentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/company/search-agents',
    tag: 'search-agents',
    summary: 'My search agents, newest first',
    response: SearchAgentList,
    auth: 'company',
    errors: [401, 403],
  }),
  form: endpoint({
    method: 'GET',
    path: '/company/search-agents/form',
    tag: 'search-agents',
    summary: "get_attributes_form_markup: a category's questions an agent can ask for, with their options",
    description: '404 for an unknown category.',
    query: AgentFormQuery,
    response: AgentForm,
    auth: 'company',
    errors: [401, 403, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/company/search-agents',
    tag: 'search-agents',
    summary: 'Save a search agent: category, wanted answers, zips or regions, instant or daily mail',
    description:
      'At most 20 per company, exact under parallel requests: 409 `agent_limit`. Answers must be options of the category’s checkbox and select questions (422).',
    body: NewSearchAgent,
    response: SearchAgentCreated,
    status: 201,
    auth: 'company',
    errors: [401, 403, 409, 422],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/company/search-agents/:agentId',
    tag: 'search-agents',
    summary: 'Delete one of my search agents',
    params: SearchAgentParam,
    response: null,
    auth: 'company',
    errors: [401, 403, 404],
  }),
}
