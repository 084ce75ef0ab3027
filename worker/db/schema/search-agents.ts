import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { companies } from './accounts'
import { categories } from './catalog'
import { requiredRef } from './columns'
import { jobs } from './jobs'

/** How a search agent mails its matches: one mail per job at once, or one digest a day. */
export const agentDeliveries = ['instant', 'daily'] as const

/**
 * A company's saved search (søgeagent): a category, the option values it wants per question
 * (JSON `{"a12": ["x", "y"]}`, any value of a question matches) and where (zips or regions, JSON
 * arrays; both empty is all of Denmark). `last_job_id` is the newest job already looked at, so a
 * new agent never mails the jobs posted before it was saved.
 */
export const searchAgents = sqliteTable(
  'search_agents',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    categoryId: requiredRef(() => categories.id),
    answers: text().notNull().default('{}'),
    zips: text().notNull().default('[]'),
    regions: text().notNull().default('[]'),
    delivery: text({ enum: agentDeliveries }).notNull().default('instant'),
    lastJobId: integer().notNull().default(0),
    lastDigestAt: integer(),
    createdAt: integer().notNull(),
  },
  (t) => [
    index('search_agents_company_idx').on(t.companyId),
    index('search_agents_category_idx').on(t.categoryId, t.lastJobId),
  ],
)

/** A job an agent found; one row per (agent, job), so a job is mailed at most once per agent. */
export const searchAgentHits = sqliteTable(
  'search_agent_hits',
  {
    agentId: requiredRef(() => searchAgents.id, { onDelete: 'cascade' }),
    jobId: requiredRef(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: integer().notNull(),
    /** When the digest mailed it; instant hits are mailed in the batch that made them. */
    mailedAt: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.jobId] }),
    index('search_agent_hits_unmailed_idx').on(t.mailedAt),
  ],
)
