import { Hono } from 'hono'
import { openAPIRouteHandler } from 'hono-openapi'
import { productName } from '../domain/brand'
import type { AppBindings } from './env'
import { csrfGuard } from './lib/csrf'
import { ApiError, errorResponse } from './lib/errors'
import { requestContext } from './lib/request-context'
import { securityHeaders } from './lib/security-headers'
import { loadSession } from './lib/session'
import { accountRoutes } from './modules/account/account.routes'
import { adminRoutes } from './modules/admin/admin.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { facebookRoutes } from './modules/auth/facebook.routes'
import { catalogRoutes } from './modules/catalog/catalog.routes'
import { cvrRoutes } from './modules/cvr/cvr.routes'
import { devRoutes } from './modules/dev/dev.routes'
import { i18nRoutes } from './modules/i18n/i18n.routes'
import { placesRoutes } from './modules/places/places.routes'
import { guaranteeRoutes } from './pages/guarantees'

/** The API, one sub-app per domain. Mount new modules here. */
export const api = new Hono<AppBindings>()
  .route('/', catalogRoutes)
  .route('/', placesRoutes)
  .route('/', authRoutes)
  .route('/', facebookRoutes)
  .route('/', cvrRoutes)
  .route('/', accountRoutes)
  .route('/', adminRoutes)

export function createApp() {
  const app = new Hono<AppBindings>()
  app.use('*', requestContext, securityHeaders)
  app.use('/api/*', csrfGuard, loadSession)
  app.use('/api/*', async (c, next) => {
    await next()
    // Spec section 7: caching is disabled for calls.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })

  app.route('/api', api)
  app.get(
    '/api/openapi.json',
    openAPIRouteHandler(api, {
      documentation: {
        info: { title: `${productName} API`, version: '1.0.0', description: 'JSON API of the marketplace.' },
        servers: [{ url: '/api' }],
      },
    }),
  )
  app.route('/media/js/i18n', i18nRoutes)
  app.route('/dev', devRoutes)
  app.route('/guarantees', guaranteeRoutes)

  app.notFound((c) => errorResponse(c, new ApiError('not_found')))
  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err)
    console.error(
      JSON.stringify({
        level: 'error',
        requestId: c.get('requestId'),
        message: String(err),
        stack: err.stack,
      }),
    )
    return errorResponse(c, new ApiError('internal'))
  })
  return app
}

export type AppType = typeof api
