import { Hono } from 'hono'
import { searchAgentsApi } from '../../../domain/contract/search-agents'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { agentForm } from './agent-form'
import { createAgent } from './create-agent'
import { deleteAgent } from './delete-agent'
import { listAgents } from './list-agents'

/** The company's search agents; every query is scoped by the caller's company. */
export const searchAgentsRoutes = new Hono<AppBindings>()

route(searchAgentsRoutes, searchAgentsApi.list, (c) =>
  listAgents(database(c.env.DB), myCompanyId(c), c.get('locale')),
)

route(searchAgentsRoutes, searchAgentsApi.form, (c, { query }) =>
  agentForm(database(c.env.DB), query.category, c.get('locale')),
)

route(searchAgentsRoutes, searchAgentsApi.create, (c, { body }) =>
  createAgent(database(c.env.DB), myCompanyId(c), c.get('locale'), body),
)

route(searchAgentsRoutes, searchAgentsApi.remove, async (c, { params }) => {
  await deleteAgent(database(c.env.DB), myCompanyId(c), params.agentId)
  return undefined
})
