import { Hono } from 'hono'
import { cvrApi } from '../../../domain/contract/cvr'
import type { AppBindings } from '../../env'
import { route } from '../../lib/route'
import { clientIp, consume, limits } from '../../lib/throttle'
import { lookUpCvr } from './look-up-cvr'

export const cvrRoutes = new Hono<AppBindings>()

route(cvrRoutes, cvrApi.lookup, async (c, { params }) => {
  await consume(c, limits.cvrIp, clientIp(c))
  return lookUpCvr(c.env, params.cvr)
})
