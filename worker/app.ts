import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { openAPIRouteHandler } from 'hono-openapi'
import { productName } from '../domain/brand'
import type { AppBindings } from './env'
import { AdapterNotConfigured } from './lib/adapters/config'
import { csrfGuard } from './lib/csrf'
import { ApiError, errorResponse, frameworkError } from './lib/errors'
import { log } from './lib/log'
import { deliveryGuard, productionGuard } from './lib/production-guard'
import { requestContext } from './lib/request-context'
import { securityHeaders } from './lib/security-headers'
import { loadSession } from './lib/session'
import { readUnreadBody } from './lib/unread-body'
import { accountRoutes } from './modules/account/account.routes'
import { linkedLoginRoutes } from './modules/account/linked-logins.routes'
import { adminRoutes } from './modules/admin/admin.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { facebookRoutes } from './modules/auth/facebook.routes'
import { bookingsRoutes } from './modules/bookings/bookings.routes'
import { calendarRoutes } from './modules/calendar/calendar.routes'
import { catalogRoutes } from './modules/catalog/catalog.routes'
import { companyJobsRoutes } from './modules/company-jobs/company-jobs.routes'
import { companyMediaRoutes, companyProfileRoutes } from './modules/company-profile/company-profile.routes'
import { logoUploadPath } from './modules/company-profile/logo'
import { contactNotesRoutes } from './modules/contact-notes/contact-notes.routes'
import { customerJobsRoutes } from './modules/customer-jobs/customer-jobs.routes'
import { cvrRoutes } from './modules/cvr/cvr.routes'
import { devRoutes } from './modules/dev/dev.routes'
import { hiddenJobsRoutes } from './modules/hidden-jobs/hidden-jobs.routes'
import { i18nRoutes } from './modules/i18n/i18n.routes'
import { invitationsRoutes } from './modules/invitations/invitations.routes'
import { jobsRoutes } from './modules/jobs/jobs.routes'
import { ledgerRoutes } from './modules/ledger/ledger.routes'
import { messagesRoutes } from './modules/messages/messages.routes'
import { notificationsRoutes } from './modules/notifications/notifications.routes'
import { placesRoutes } from './modules/places/places.routes'
import { reviewsRoutes } from './modules/reviews/reviews.routes'
import { searchAgentsRoutes } from './modules/search-agents/search-agents.routes'
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes'
import { supportRoutes } from './modules/support/support.routes'
import { topUpsRoutes } from './modules/top-ups/top-ups.routes'
import { paymentWebhookRoutes } from './modules/top-ups/webhook.routes'
import { wonJobsRoutes } from './modules/won-jobs/won-jobs.routes'
import { pageRoutes } from './render/pages.routes'

/** The API, one sub-app per domain. Mount new modules here. */
export const api = new Hono<AppBindings>()
  .route('/', catalogRoutes)
  .route('/', placesRoutes)
  .route('/', authRoutes)
  .route('/', facebookRoutes)
  .route('/', cvrRoutes)
  .route('/', accountRoutes)
  .route('/', linkedLoginRoutes)
  .route('/', adminRoutes)
  .route('/', jobsRoutes)
  .route('/', customerJobsRoutes)
  .route('/', invitationsRoutes)
  .route('/', companyJobsRoutes)
  .route('/', messagesRoutes)
  .route('/', searchAgentsRoutes)
  .route('/', notificationsRoutes)
  .route('/', hiddenJobsRoutes)
  .route('/', calendarRoutes)
  .route('/', bookingsRoutes)
  .route('/', contactNotesRoutes)
  .route('/', subscriptionsRoutes)
  .route('/', topUpsRoutes)
  .route('/', ledgerRoutes)
  .route('/', wonJobsRoutes)
  .route('/', companyProfileRoutes)
  .route('/', reviewsRoutes)
  .route('/', supportRoutes)

/** The largest JSON body the API reads (64 kB); file uploads will have their own limit. */
export const maxJsonBytes = 64 * 1024

export function createApp() {
  const app = new Hono<AppBindings>()
  app.use('*', readUnreadBody(maxJsonBytes), requestContext, securityHeaders, productionGuard)
  // Before anything reads the body: a larger one is refused unread (uploads get their own limit).
  const jsonLimit = bodyLimit({
    maxSize: maxJsonBytes,
    onError: () => {
      throw new ApiError('payload_too_large')
    },
  })
  // The logo upload has its own limit (2 MB, in its module); every other call the JSON one.
  app.use('/api/*', (c, next) => (c.req.path === logoUploadPath ? next() : jsonLimit(c, next)))
  app.use('/api/*', deliveryGuard, csrfGuard, loadSession)
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
  // Logos (R2, cached for a year) and the media-center widget, which any site may frame.
  app.route('/', companyMediaRoutes)
  // The payment provider's signed webhook: outside /api and its CSRF guard (decision 019).
  app.route('/webhooks/payments', paymentWebhookRoutes)
  // Last: every other GET is a page (docs/decisions/009); its loaders call this same app in-process.
  app.route('/', pageRoutes(app.fetch))

  app.notFound((c) => errorResponse(c, new ApiError('not_found')))
  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err)
    const framework = frameworkError(err)
    if (framework) return errorResponse(c, framework)
    if (err instanceof AdapterNotConfigured) {
      log.error(`${err.adapter} adapter not configured, answering 503`, {
        requestId: c.get('requestId'),
        missing: err.missing,
      })
      return errorResponse(c, new ApiError('unavailable'))
    }
    log.error(String(err), { requestId: c.get('requestId'), stack: err.stack })
    return errorResponse(c, new ApiError('internal'))
  })
  return app
}

export type AppType = typeof api
