import { Hono } from 'hono'
import type { AppBindings } from '../../env'

/** Posting a job (createjob). */
export const jobsRoutes = new Hono<AppBindings>()
