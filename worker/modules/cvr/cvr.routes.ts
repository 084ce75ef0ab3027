import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import * as v from 'valibot'
import { Cvr, CvrLookup } from '../../../domain/schemas/auth'
import type { AppBindings } from '../../env'
import { errorResponses, jsonContent as json } from '../../lib/openapi'
import { clientIp, consume, limits } from '../../lib/throttle'
import { input } from '../../lib/validate'
import { lookupCvr } from './cvr.service'

const CvrParam = v.object({ cvr: Cvr })

export const cvrRoutes = new Hono<AppBindings>().get(
  '/cvr/:cvr',
  describeRoute({
    tags: ['auth'],
    summary: 'CVR look-up for the sign-up form: name, address, zip and city from the register',
    responses: {
      200: { description: 'OK', content: json(CvrLookup) },
      404: { description: 'No such company in the register' },
      409: { description: 'This CVR already owns a company here' },
      422: errorResponses[422],
      429: errorResponses[429],
      503: { description: 'The register is not answering' },
    },
  }),
  input('param', CvrParam),
  async (c) => {
    await consume(c, limits.cvrIp, clientIp(c))
    return c.json(await lookupCvr(c.env, c.req.valid('param').cvr))
  },
)
