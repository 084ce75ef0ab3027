import { Hono } from 'hono'
import { moneyApi } from '../../../domain/contract/money'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { route } from '../../lib/route'
import { changePlan, unsubscribe } from './change-plan'
import { mySubscriptions } from './my-subscriptions'
import { quotePlan } from './quote'

/** A company's plans per category; every query is scoped by the caller's company. */
export const subscriptionsRoutes = new Hono<AppBindings>()

const caller = (c: Parameters<typeof myCompanyId>[0]) => ({
  companyId: myCompanyId(c),
  locale: c.get('locale'),
})

route(subscriptionsRoutes, moneyApi.subscriptions, (c) =>
  mySubscriptions(database(c.env.DB), myCompanyId(c), c.get('locale')),
)

route(subscriptionsRoutes, moneyApi.quote, (c, { params, query }) =>
  quotePlan(database(c.env.DB), myCompanyId(c), c.get('locale'), params.categoryId, query.plan),
)

route(subscriptionsRoutes, moneyApi.changePlan, (c, { params, body }) =>
  changePlan(database(c.env.DB), caller(c), params.categoryId, body),
)

route(subscriptionsRoutes, moneyApi.unsubscribe, (c, { params }) =>
  unsubscribe(database(c.env.DB), caller(c), params.categoryId),
)
