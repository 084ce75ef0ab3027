import { Hono } from 'hono'
import { cancellationsApi, wonJobsApi } from '../../../domain/contract/won-jobs'
import type { AppBindings } from '../../env'
import { companyCaller, me, myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { thenDeliver } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { cancelWonJob, completeWonJob, undoCancel } from './close-won-job'
import { approveCancellation, rejectCancellation } from './decide-cancellation'
import { listCancellations } from './list-cancellations'
import { wonClosing } from './won-contact'

/** Closing a won job (the hired company) and the administrator's pending cancellations. */
export const wonJobsRoutes = new Hono<AppBindings>()

route(wonJobsRoutes, wonJobsApi.closing, (c, { params }) =>
  wonClosing(database(c.env.DB), myCompanyId(c), params.contactId),
)

route(wonJobsRoutes, wonJobsApi.complete, (c, { params, body }) =>
  thenDeliver(
    c,
    completeWonJob(database(c.env.DB), companyCaller(c), params.contactId, body.price, publicOrigin(c)),
  ),
)

route(wonJobsRoutes, wonJobsApi.cancel, (c, { params, body }) =>
  cancelWonJob(database(c.env.DB), companyCaller(c), params.contactId, body),
)

route(wonJobsRoutes, wonJobsApi.undoCancel, (c, { params }) =>
  undoCancel(database(c.env.DB), companyCaller(c), params.contactId),
)

route(wonJobsRoutes, cancellationsApi.list, (c) => listCancellations(database(c.env.DB)))

route(wonJobsRoutes, cancellationsApi.approve, (c, { params }) =>
  thenDeliver(c, approveCancellation(database(c.env.DB), me(c).id, params.contactId, publicOrigin(c))),
)

route(wonJobsRoutes, cancellationsApi.reject, (c, { params, body }) =>
  thenDeliver(
    c,
    rejectCancellation(database(c.env.DB), me(c).id, params.contactId, body.reason, publicOrigin(c)),
  ),
)
