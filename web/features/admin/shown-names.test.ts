import { QueryClient } from '@tanstack/react-query'
import i18next from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { catalogs } from '../../../domain/locales'

const answer = vi.hoisted(() => ({ value: undefined as unknown }))
vi.mock('../../lib/api', () => ({ call: async () => answer.value }))

const { adminUserQuery } = await import('./queries')

beforeAll(async () => {
  await i18next.init({
    lng: 'da-DK',
    nsSeparator: ':::',
    keySeparator: '::',
    resources: { 'da-DK': { admin: catalogs['da-DK'].admin } },
  })
})

describe('admin queries: erased accounts', () => {
  it('shows an erased person (no name in the data) as the localized "deleted user", nothing else', async () => {
    answer.value = {
      user: { id: 7, name: '', status: 'deleted', company: { id: 3, name: 'Hansen ApS' } },
      company: null,
      audit: [
        { id: 1, action: 'account.deleted', actor: { id: 7, name: '' } },
        { id: 2, action: 'user.blocked', actor: { id: 1, name: 'Admin Person' } },
      ],
    }
    const detail = await new QueryClient().fetchQuery(adminUserQuery(7))
    expect(detail.user.name).toBe('Slettet bruger')
    expect(detail.user.company?.name).toBe('Hansen ApS')
    expect(detail.audit.map((entry) => entry.actor?.name)).toEqual(['Slettet bruger', 'Admin Person'])
  })
})
