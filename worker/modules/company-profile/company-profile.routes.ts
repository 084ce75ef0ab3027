import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { companyInfoApi, priceListsApi } from '../../../domain/contract/company-profile'
import { maxLogoBytes } from '../../../domain/schemas/company-profile'
import type { AppBindings } from '../../env'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { readCompanyInfo, updateCompanyInfo } from './company-info'
import { readLogo, removeLogo, uploadLogo } from './logo'
import { openingHoursOf, saveOpeningHours } from './opening-hours'
import { placeOrder } from './place-order'
import { myPriceLists, publicPriceLists, removePriceList, savePriceList } from './price-lists'
import { renderWidget, saveWidgetColor, widgetSettings } from './widget'

/** The company's settings, opening hours, logo, widget and price lists; every write is the caller's own. */
export const companyProfileRoutes = new Hono<AppBindings>()

// The raw logo upload: its own body limit (the API's 64 kB JSON limit skips this path in app.ts).
companyProfileRoutes.use(
  companyInfoApi.uploadLogo.path,
  bodyLimit({
    maxSize: maxLogoBytes,
    onError: () => {
      throw new ApiError('payload_too_large', { messageKey: 'companyinfo:::errors::logoTooLarge' })
    },
  }),
)

route(companyProfileRoutes, companyInfoApi.get, (c) => readCompanyInfo(database(c.env.DB), myCompanyId(c)))
route(companyProfileRoutes, companyInfoApi.update, (c, { body }) =>
  updateCompanyInfo(database(c.env.DB), myCompanyId(c), body),
)
route(companyProfileRoutes, companyInfoApi.uploadLogo, async (c) => {
  const companyId = myCompanyId(c)
  return uploadLogo(database(c.env.DB), c.env.MEDIA, companyId, await c.req.arrayBuffer())
})
route(companyProfileRoutes, companyInfoApi.removeLogo, (c) =>
  removeLogo(database(c.env.DB), c.env.MEDIA, myCompanyId(c)),
)
route(companyProfileRoutes, companyInfoApi.openingHours, (c) =>
  openingHoursOf(database(c.env.DB), myCompanyId(c)),
)
route(companyProfileRoutes, companyInfoApi.saveOpeningHours, (c, { body }) =>
  saveOpeningHours(database(c.env.DB), myCompanyId(c), body.days),
)
route(companyProfileRoutes, companyInfoApi.widget, (c) =>
  widgetSettings(database(c.env.DB), myCompanyId(c), publicOrigin(c), c.get('locale')),
)
route(companyProfileRoutes, companyInfoApi.saveWidget, async (c, { body }) => {
  const db = database(c.env.DB)
  const companyId = myCompanyId(c)
  await saveWidgetColor(db, companyId, body.color)
  return widgetSettings(db, companyId, publicOrigin(c), c.get('locale'))
})

route(companyProfileRoutes, priceListsApi.mine, (c) =>
  myPriceLists(database(c.env.DB), myCompanyId(c), c.get('locale')),
)
route(companyProfileRoutes, priceListsApi.save, (c, { params, body }) =>
  savePriceList(database(c.env.DB), myCompanyId(c), params.categoryId, body.items, c.get('locale')),
)
route(companyProfileRoutes, priceListsApi.remove, async (c, { params }) => {
  await removePriceList(database(c.env.DB), myCompanyId(c), params.categoryId)
  return undefined
})
route(companyProfileRoutes, priceListsApi.ofCompany, (c, { params }) =>
  publicPriceLists(database(c.env.DB), params.companyId, c.get('locale')),
)
route(companyProfileRoutes, priceListsApi.order, (c, { body }) => placeOrder(c, body))

/** Outside /api: the logos (a year in every cache: a new logo is a new address) and the widget page. */
export const companyMediaRoutes = new Hono<AppBindings>()
  .get('/media/logos/:companyId{[0-9]{1,9}}/:version{[0-9]{1,9}}', async (c) => {
    const logo = await readLogo(
      database(c.env.DB),
      c.env.MEDIA,
      Number(c.req.param('companyId')),
      Number(c.req.param('version')),
    )
    if (!logo) throw new ApiError('not_found')
    c.header('Content-Type', logo.type)
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    return c.body(logo.body)
  })
  .get('/widget/:slug{[a-z0-9-]{1,80}}', async (c) => {
    const widget = await renderWidget(database(c.env.DB), c.req.param('slug'), {
      origin: publicOrigin(c),
      locale: c.get('locale'),
      color: c.req.query('color'),
    })
    if (!widget) throw new ApiError('not_found')
    c.header('Content-Security-Policy', widget.policy)
    c.header('Cache-Control', 'public, max-age=300')
    return c.html(widget.body)
  })
