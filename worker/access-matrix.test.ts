import { describe, expect, it } from 'vitest'
import type { Endpoint } from '../domain/contract/endpoint'
import { fillPath } from '../domain/contract/endpoint'
import { makeCompanyUser, makeUser } from './modules/account/account.fixtures'
import { call } from './test/client'
import { contractEndpoints } from './test/contract-endpoints'

/**
 * The role half of the access matrix, for every endpoint of the contract at once (so a new route is in
 * it the day it is declared): an anonymous visitor gets 401, a logged-in user of a role the endpoint is
 * not for gets 403, before any input is read. The object half (another customer's job, another
 * company's contact → 404) lives beside each module's use-cases, where the objects are made.
 */
const guarded = contractEndpoints.filter(({ endpoint }) => endpoint.auth !== undefined)

const roles = ['customer', 'company', 'admin'] as const
type Role = (typeof roles)[number]

/** Params of the right shape that name nothing: the guard must answer before anything is looked up. */
function pathOf(endpoint: Endpoint) {
  const params = Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, n]) => [n, '1']))
  return `/api${fillPath(endpoint.path, params)}`
}

function request(endpoint: Endpoint, cookie?: string) {
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE'
  return call(pathOf(endpoint), { method: endpoint.method, body: hasBody ? {} : undefined, cookie })
}

describe('access matrix: roles', () => {
  it('the contract has guarded endpoints of every role', () => {
    const auths = new Set(guarded.map(({ endpoint }) => endpoint.auth))
    for (const auth of ['user', 'customer', 'company', 'admin']) expect(auths).toContain(auth)
  })

  it.each(guarded.map((e) => [e.name, e.endpoint] as const))('%s: anonymous → 401', async (_, endpoint) => {
    const res = await request(endpoint)
    expect(res.status).toBe(401)
    expect(res.json.error.code).toBe('unauthenticated')
  })

  it('every guarded endpoint refuses the roles it is not for with 403', async () => {
    const cookies: Record<Role, string> = {
      customer: (await makeUser()).cookie,
      company: (await makeCompanyUser('Matrix Tømrer ApS')).cookie,
      admin: (await makeUser({ role: 'admin' })).cookie,
    }
    const refused: string[] = []
    for (const { name, endpoint } of guarded) {
      if (endpoint.auth === 'user') continue
      for (const role of roles.filter((r) => r !== endpoint.auth)) {
        const res = await request(endpoint, cookies[role])
        if (res.status !== 403) refused.push(`${name} as ${role}: ${res.status}`)
      }
    }
    expect(refused).toEqual([])
  })
})
