import { Hono } from 'hono'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import type { AppBindings } from '../../env'
import { companyCaller, myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { thenDeliver } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { companyJob } from './company-job'
import { companyJobFilters } from './job-filters'
import { listCompanyJobs } from './list-company-jobs'
import { forgetFilter, savedFilter, saveFilter } from './saved-filter'
import { sendOffer } from './send-offer'
import { withdrawOffer } from './withdraw-offer'

/** The company's open jobs and its offers; every query is scoped by the caller's company. */
export const companyJobsRoutes = new Hono<AppBindings>()

route(companyJobsRoutes, companyJobsApi.list, (c, { query }) =>
  listCompanyJobs(database(c.env.DB), myCompanyId(c), c.get('locale'), query),
)

// Before `/company/jobs/:jobId`, which would otherwise read "filters" and "saved-filter" as an id.
route(companyJobsRoutes, companyJobsApi.filters, (c) =>
  companyJobFilters(database(c.env.DB), myCompanyId(c), c.get('locale')),
)

route(companyJobsRoutes, companyJobsApi.savedFilter, (c) => savedFilter(database(c.env.DB), myCompanyId(c)))

route(companyJobsRoutes, companyJobsApi.saveFilter, (c, { body }) =>
  saveFilter(database(c.env.DB), myCompanyId(c), body),
)

route(companyJobsRoutes, companyJobsApi.forgetFilter, (c) => forgetFilter(database(c.env.DB), myCompanyId(c)))

route(companyJobsRoutes, companyJobsApi.job, (c, { params }) =>
  companyJob(database(c.env.DB), myCompanyId(c), c.get('locale'), params.jobId),
)

route(companyJobsRoutes, companyJobsApi.offer, (c, { params, body }) => {
  const caller = { ...companyCaller(c), locale: c.get('locale'), origin: publicOrigin(c) }
  return thenDeliver(c, sendOffer(database(c.env.DB), caller, params.jobId, body))
})

route(companyJobsRoutes, companyJobsApi.withdraw, (c, { params }) =>
  withdrawOffer(database(c.env.DB), { ...companyCaller(c), locale: c.get('locale') }, params.jobId),
)
