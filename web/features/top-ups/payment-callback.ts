import { useEffect } from 'react'

/**
 * The spec's payment-callback cookie (1 day), set by the server when a top-up starts from a job: the
 * return page reads it to offer the way back, and `/firma/opgaver?jobid=…` clears it.
 */
export const paymentCallbackCookie = 'payment-callback'

/** The job id the cookie names, or null. */
export function paymentCallbackJob(cookies: string = document.cookie): number | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${paymentCallbackCookie}=`))
    ?.slice(paymentCallbackCookie.length + 1)
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null
}

export function clearPaymentCallback() {
  if (paymentCallbackJob() === null) return
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${paymentCallbackCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
}

/** For `/firma/opgaver?jobid=…`: arriving at a job ends the payment-callback state (the spec's rule). */
export function useClearPaymentCallback(jobId: number | undefined) {
  useEffect(() => {
    if (jobId !== undefined) clearPaymentCallback()
  }, [jobId])
}
