import { Hono } from 'hono'
import { companyApi } from '../../../domain/contract/company'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { companyStart } from './company-start'

/** The company's own pages; every query is scoped by the caller's company. */
export const companyRoutes = new Hono<AppBindings>()

route(companyRoutes, companyApi.start, (c) =>
  companyStart(database(c.env.DB), myCompanyId(c), c.get('locale')),
)
