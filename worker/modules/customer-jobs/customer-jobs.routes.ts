import { Hono } from 'hono'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import type { AppBindings } from '../../env'
import { me } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { thenDeliver } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { chooseSupplier } from './choose-supplier'
import { cancelJob, closeJob } from './close-job'
import { listMyJobs } from './list-my-jobs'
import { myJob } from './my-job'

/** The customer's own jobs, offers and hiring. */
export const customerJobsRoutes = new Hono<AppBindings>()

route(customerJobsRoutes, customerJobsApi.list, (c) =>
  listMyJobs(database(c.env.DB), me(c).id, c.get('locale')),
)

route(customerJobsRoutes, customerJobsApi.get, (c, { params }) =>
  myJob(database(c.env.DB), me(c).id, params.jobId, c.get('locale')),
)

route(customerJobsRoutes, customerJobsApi.chooseSupplier, (c, { params, body }) =>
  thenDeliver(c, chooseSupplier(database(c.env.DB), me(c), params.jobId, body.contactId, publicOrigin(c))),
)

route(customerJobsRoutes, customerJobsApi.close, (c, { params }) =>
  thenDeliver(c, closeJob(database(c.env.DB), me(c).id, params.jobId, publicOrigin(c))),
)

route(customerJobsRoutes, customerJobsApi.cancel, (c, { params }) =>
  cancelJob(database(c.env.DB), me(c).id, params.jobId),
)
