import { Hono } from 'hono'
import type { AppBindings } from '../../env'

/** The company's open jobs and its offers. */
export const companyJobsRoutes = new Hono<AppBindings>()
