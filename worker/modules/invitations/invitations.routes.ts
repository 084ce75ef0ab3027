import { Hono } from 'hono'
import type { AppBindings } from '../../env'

/** Inviting companies, complaints and call-back requests. */
export const invitationsRoutes = new Hono<AppBindings>()
