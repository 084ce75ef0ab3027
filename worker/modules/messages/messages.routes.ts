import { Hono } from 'hono'
import type { AppBindings } from '../../env'

/** One message thread per contact, for both sides. */
export const messagesRoutes = new Hono<AppBindings>()
