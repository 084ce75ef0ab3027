import { describe, expect, it } from 'vitest'
import postcodes from '../../domain/data/postcodes.json'
import { contactLifecycle } from '../../domain/lifecycle/contact'
import { categoryTree } from './categories.mjs'
import { companies, slugify } from './companies.mjs'
import { jobs } from './jobs.mjs'
import { marketContacts as contactsData, marketJobs as jobsData } from './market.mjs'
import { customers } from './people.mjs'

type Message = [from: string, body: string, daysAgo: number, read: boolean]
type Details = { offer?: [number, string, number]; messages?: Message[] }
const marketJobs = jobsData as unknown as [string, string, string, string, string, number, string][]
const marketContacts = contactsData as unknown as [string, string, string, string, Details][]
const companyList = companies as { name: string; categories: string[] }[]

const allSlugs = new Set(categoryTree.flatMap((top) => [top.slug, ...top.children.map((c) => c.slug)]))
/** customer + title → the job's category, for the jobs.mjs jobs (customer i mod 6) and the market's own. */
const jobCategory = new Map<string, string>([
  ...jobs.map(([slug, title]: string[], i: number): [string, string] => [
    `${customers[i % customers.length]?.email} ${title}`,
    slug ?? '',
  ]),
  ...marketJobs.map(([customer, slug, title]): [string, string] => [`${customer} ${title}`, slug]),
])
const topOf = (slug: string) =>
  categoryTree.find((t) => t.slug === slug || t.children.some((c) => c.slug === slug))?.slug

describe('demo market', () => {
  it('puts its jobs in known categories and postcodes', () => {
    for (const [, slug, , , zip] of marketJobs) {
      expect(allSlugs.has(slug), slug).toBe(true)
      expect((postcodes as Record<string, unknown>)[zip], zip).toBeTruthy()
    }
  })

  it('puts each company on a job of its own trade, in a state the contact lifecycle has', () => {
    const states: readonly string[] = contactLifecycle.states
    for (const [customer, title, companyName, state] of marketContacts) {
      const category = jobCategory.get(`${customer} ${title}`)
      expect(category, title).toBeTruthy()
      const company = companyList.find((c) => c.name === companyName)
      expect(company, companyName).toBeTruthy()
      expect(company?.categories).toContain(topOf(category ?? ''))
      expect(states).toContain(state)
    }
  })

  it('gives both demo log-ins a living market: offers, an invitation, a hire and unread messages', () => {
    const hansen = marketContacts.filter(([, , name]) => slugify(name) === 'hansen-soen-toemrerfirma')
    expect(new Set(hansen.map(([, , , state]) => state))).toEqual(new Set(['offered', 'invited', 'hired']))
    const mette = marketContacts.filter(([customer]) => customer === 'mette.larsen@demo.opgavetorvet.dk')
    expect(mette.filter(([, , , state]) => state === 'offered').length).toBeGreaterThanOrEqual(2)
    const unread = marketContacts.flatMap(([, , , , d]) => (d.messages ?? []).filter((m) => !m[3]))
    expect(new Set(unread.map(([from]) => from))).toEqual(new Set(['company', 'customer']))
    // At most one hired company per job.
    const hired = marketContacts.filter(([, , , state]) => state === 'hired').map(([c, t]) => `${c} ${t}`)
    expect(new Set(hired).size).toBe(hired.length)
  })
})
