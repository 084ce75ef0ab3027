import * as v from 'valibot'

/** Log-ins through other services linked to the caller's account (`bruger/account`). */
export const LoginProvider = v.picklist(['facebook'])
export type LoginProvider = v.InferOutput<typeof LoginProvider>

export const LinkedLogin = v.object({
  provider: LoginProvider,
  /** The provider's id of the person (Facebook's app-scoped user id); only ever shown to its owner. */
  providerUserId: v.string(),
  /** Unix seconds. */
  linkedAt: v.number(),
  /** Proven by a verified e-mail (Facebook's own, or our confirmation link); a password reset drops the others. */
  verified: v.boolean(),
})
export type LinkedLogin = v.InferOutput<typeof LinkedLogin>

// GET /api/account/linked-logins
export const LinkedLoginList = v.object({
  logins: v.array(LinkedLogin),
  /** Without a password, the last linked log-in cannot be removed. */
  hasPassword: v.boolean(),
})
export type LinkedLoginList = v.InferOutput<typeof LinkedLoginList>

// DELETE /api/account/linked-logins/:provider/:providerUserId
export const LinkedLoginParams = v.object({
  provider: LoginProvider,
  providerUserId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
})
