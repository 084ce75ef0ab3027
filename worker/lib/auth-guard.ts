import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppBindings } from '../env'
import { ApiError } from './errors'
import type { SessionUser } from './session'

/**
 * Server-side role checks. Use the middleware on a sub-app or route, then `me(c)` (or the typed
 * `myCompanyId(c)`) inside the handler; scope every object query by them (`where … = me.id`).
 */
function requireRole(...roles: SessionUser['role'][]) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const user = c.get('user')
    if (!user) throw new ApiError('unauthenticated')
    if (roles.length && !roles.includes(user.role)) throw new ApiError('forbidden')
    await next()
  })
}

export const requireUser = requireRole()
export const requireCustomer = requireRole('customer')
export const requireCompany = requireRole('company')
export const requireAdmin = requireRole('admin')

/** The logged-in caller; only call behind one of the guards. */
export function me(c: Context<AppBindings>): SessionUser {
  const user = c.get('user')
  if (!user) throw new ApiError('unauthenticated')
  return user
}

/** The caller's company id; 403 for anyone without one. */
export function myCompanyId(c: Context<AppBindings>): number {
  const id = me(c).companyId
  if (id === null) throw new ApiError('forbidden')
  return id
}

/** The caller as a company's use-cases take it: their company and the user acting for it (403 without one). */
export function companyCaller(c: Context<AppBindings>): { companyId: number; userId: number } {
  return { companyId: myCompanyId(c), userId: me(c).id }
}
