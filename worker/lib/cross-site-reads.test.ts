import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { messagesApi } from '../../domain/contract/messages'
import { unreadCounts } from '../modules/messages/unread'
import { api, call, expectError } from '../test/client'
import { makeMessage, makeOffer } from '../test/market.fixtures'
import { database } from './db'

const db = () => database(env.DB)

/** How a browser asks when another site sends it to the URL (a link, a redirect, a form): a navigation. */
const crossSiteNavigation = {
  'Sec-Fetch-Site': 'cross-site',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}

/**
 * SameSite=Lax sends the session cookie along when another site navigates the browser to a URL, and a
 * sibling subdomain (same-site) gets it on any request. The API's reads are for the app's own fetches:
 * one of them (opening a message thread) marks the thread read, so a read from another site must
 * change nothing. The only API address another site sends the browser to is Facebook's redirect back.
 */
describe('API reads asked for by another site', () => {
  it('another site sending the browser to a thread gets 403 and the thread stays unread', async () => {
    const { customer, contact } = await makeOffer()
    await makeMessage({ contactId: contact.id, sender: 'company', body: 'Hej' })
    for (const headers of [
      crossSiteNavigation,
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors' },
    ]) {
      const res = await api(messagesApi.thread, {
        params: { contactId: contact.id },
        cookie: customer.cookie,
        headers,
      })
      expectError(res, 'csrf')
    }
    expect(await unreadCounts(db(), 'customer', [contact.id])).toEqual({ [contact.id]: 1 })
    // The app's own fetch (same-origin) and a typed address or bookmark (none) read it as before.
    const own = await api(messagesApi.thread, {
      params: { contactId: contact.id },
      cookie: customer.cookie,
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' },
    })
    expect(own.status).toBe(200)
    expect(await unreadCounts(db(), 'customer', [contact.id])).toEqual({ [contact.id]: 0 })
    const typed = await call('/api/auth/me', {
      headers: { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' },
    })
    expect(typed.status).toBe(200)
  })

  it("Facebook's redirect back (a cross-site navigation) still reaches the callback", async () => {
    const res = await call('/api/auth/facebook/callback?code=x&state=y', { headers: crossSiteNavigation })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/?facebook=error')
  })
})
