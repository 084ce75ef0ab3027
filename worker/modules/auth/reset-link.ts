/** A password reset link lives 30 minutes; the set-password link of an account made on the way, 7 days. */
export const resetLifetimeSeconds = 30 * 60
export const setPasswordLifetimeSeconds = 7 * 86_400

export const resetLink = (origin: string, token: string) => `${origin}/nulstil-adgangskode?token=${token}`
