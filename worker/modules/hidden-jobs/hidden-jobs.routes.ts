import { Hono } from 'hono'
import { hiddenJobsApi } from '../../../domain/contract/hidden-jobs'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { hideJob, listHiddenJobs, setShowHidden, showJob } from './hidden-jobs'

/** The company's hidden jobs; every query is scoped by the caller's company. */
export const hiddenJobsRoutes = new Hono<AppBindings>()

route(hiddenJobsRoutes, hiddenJobsApi.list, (c) => listHiddenJobs(database(c.env.DB), myCompanyId(c)))

route(hiddenJobsRoutes, hiddenJobsApi.hide, async (c, { body }) => {
  await hideJob(database(c.env.DB), myCompanyId(c), body.jobId)
  return undefined
})

route(hiddenJobsRoutes, hiddenJobsApi.show, async (c, { params }) => {
  await showJob(database(c.env.DB), myCompanyId(c), params.jobId)
  return undefined
})

route(hiddenJobsRoutes, hiddenJobsApi.showHidden, async (c, { body }) => {
  await setShowHidden(database(c.env.DB), myCompanyId(c), body.showHidden)
  return undefined
})
