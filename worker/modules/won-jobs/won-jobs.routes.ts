import { Hono } from 'hono'
import { cancellationsApi, wonJobsApi } from '../../../domain/contract/won-jobs'
import type { AppBindings } from '../../env'
import { me, myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { deliverSoon } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { cancelWonJob, completeWonJob, undoCancel } from './close-won-job'
import { approveCancellation, rejectCancellation } from './decide-cancellation'
import { listCancellations } from './list-cancellations'
import { wonClosing } from './won-contact'

/** Closing a won job (the hired company) and the administrator's pending cancellations. */
export const wonJobsRoutes = new Hono<AppBindings>()

const caller = (c: Parameters<typeof me>[0]) => ({ companyId: myCompanyId(c), userId: me(c).id })

route(wonJobsRoutes, wonJobsApi.closing, (c, { params }) =>
  wonClosing(database(c.env.DB), myCompanyId(c), params.contactId),
)

route(wonJobsRoutes, wonJobsApi.complete, async (c, { params, body }) => {
  const result = await completeWonJob(
    database(c.env.DB),
    caller(c),
    params.contactId,
    body.price,
    publicOrigin(c),
  )
  deliverSoon(c)
  return result
})

route(wonJobsRoutes, wonJobsApi.cancel, (c, { params, body }) =>
  cancelWonJob(database(c.env.DB), caller(c), params.contactId, body),
)

route(wonJobsRoutes, wonJobsApi.undoCancel, (c, { params }) =>
  undoCancel(database(c.env.DB), caller(c), params.contactId),
)

route(wonJobsRoutes, cancellationsApi.list, (c) => listCancellations(database(c.env.DB)))

route(wonJobsRoutes, cancellationsApi.approve, async (c, { params }) => {
  const result = await approveCancellation(database(c.env.DB), me(c).id, params.contactId, publicOrigin(c))
  deliverSoon(c)
  return result
})

route(wonJobsRoutes, cancellationsApi.reject, async (c, { params, body }) => {
  const result = await rejectCancellation(
    database(c.env.DB),
    me(c).id,
    params.contactId,
    body.reason,
    publicOrigin(c),
  )
  deliverSoon(c)
  return result
})
