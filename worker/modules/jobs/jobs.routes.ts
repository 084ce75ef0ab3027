import { Hono } from 'hono'
import { postJobApi } from '../../../domain/contract/jobs'
import type { AppBindings } from '../../env'
import { route } from '../../lib/route'
import { postJob } from './post-job'

/** Posting a job (createjob). */
export const jobsRoutes = new Hono<AppBindings>()

route(jobsRoutes, postJobApi.post, (c, { body }) => postJob(c, body))
