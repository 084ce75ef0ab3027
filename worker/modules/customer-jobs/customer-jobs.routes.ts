import { Hono } from 'hono'
import type { AppBindings } from '../../env'

/** The customer's own jobs, offers and hiring. */
export const customerJobsRoutes = new Hono<AppBindings>()
