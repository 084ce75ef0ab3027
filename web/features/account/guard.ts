import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { AccountProfile } from '../../../domain/schemas/account'
import { ApiFailure } from '../../lib/api'
import { accountQuery } from './queries'

/**
 * For a route's `beforeLoad`: the caller's profile, or a redirect to the log-in modal on the home page
 * (`/?login=1`) for an anonymous visitor, or to the log-in page and back to `returnTo`. The server checks
 * every call again; this only routes people.
 */
export async function profileOrLogin(queryClient: QueryClient, returnTo?: string): Promise<AccountProfile> {
  try {
    return await queryClient.fetchQuery(accountQuery())
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      // A page opened from a mail link comes back to it after the log-in page.
      throw redirect({ href: returnTo ? `/log-ind?next=${encodeURIComponent(returnTo)}` : '/?login=1' })
    }
    throw error
  }
}
