import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { AppBindings } from '../../env'

/**
 * The spec's payment-callback cookie (1 day): the job the company left to top up. The return page reads
 * it to offer 'Tilbage til opgaven'; `/firma/opgaver?jobid=…` clears it. Not HttpOnly: it only names a
 * job id the company can already see, and the page reads and clears it.
 */
export const paymentCallbackCookie = 'payment-callback'

export function rememberReturnJob(c: Context<AppBindings>, jobId: number | undefined) {
  const secure = new URL(c.req.url).protocol === 'https:'
  if (jobId === undefined) {
    deleteCookie(c, paymentCallbackCookie, { path: '/', secure })
    return
  }
  setCookie(c, paymentCallbackCookie, String(jobId), {
    path: '/',
    maxAge: 24 * 60 * 60,
    sameSite: 'Lax',
    secure,
  })
}
