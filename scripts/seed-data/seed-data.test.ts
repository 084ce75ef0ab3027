import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import postcodes from '../../domain/data/postcodes.json'
import { regionOrder } from '../../domain/rules/zip'
import { categoryTree } from './categories.mjs'
import { companies, companyEmail, demoCvr, isValidCvr, slugify } from './companies.mjs'
import { jobs } from './jobs.mjs'
import { admin, adminPassword, customers, demoPassword } from './people.mjs'

/** An attribute as `categories.mjs` writes it (options are [value, Danish, English]). */
interface SeedAttribute {
  kind: string
  da: string
  en: string
  options?: string[][]
}

const table = postcodes as unknown as Record<string, [string, string, string[]]>
const regionOf = (zip: string) => table[zip]?.[1]
const allCategories = categoryTree.flatMap((top) => [top, ...(top.children ?? [])])

describe('demo category tree', () => {
  it('has the Danish trades with 3–8 subcategories and 2–5 attributes each', () => {
    const tops = categoryTree.map((c) => c.da)
    for (const trade of [
      'Tømrer',
      'Murer',
      'Elektriker',
      'VVS',
      'Maler',
      'Gulvlægger',
      'Tagdækker',
      'Anlægsgartner',
      'Rengøring',
      'Flytning',
      'Kloak',
      'Autoreparation',
      'Vinduespudsning',
      'Låsesmed',
      'Snedker',
    ]) {
      expect(tops).toContain(trade)
    }
    for (const top of categoryTree) {
      expect(top.children.length, top.slug).toBeGreaterThanOrEqual(3)
      expect(top.children.length, top.slug).toBeLessThanOrEqual(8)
      expect(top.attributes.length, top.slug).toBeGreaterThanOrEqual(2)
      expect(top.attributes.length, top.slug).toBeLessThanOrEqual(5)
      expect(top.keywords.length, top.slug).toBeGreaterThan(0)
    }
  })

  it('has unique URL-safe slugs, both languages and well-formed attributes', () => {
    const slugs = allCategories.map((c) => c.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const c of allCategories) {
      expect(c.slug).toMatch(/^[a-z0-9-]{1,80}$/)
      expect(c.da && c.en, c.slug).toBeTruthy()
      const attributes = (c as { attributes?: SeedAttribute[] }).attributes ?? []
      for (const a of attributes) {
        expect(['checkbox', 'select', 'number', 'text']).toContain(a.kind)
        expect(a.da && a.en).toBeTruthy()
        if (a.kind === 'select') expect(a.options?.length, `${c.slug} ${a.da}`).toBeGreaterThanOrEqual(2)
        for (const option of a.options ?? []) expect(option).toHaveLength(3)
      }
    }
  })

  it('asks no question about when the work is to be done (step 2 of every job asks it, once)', () => {
    const asked = allCategories.flatMap((c) =>
      ((c as { attributes?: SeedAttribute[] }).attributes ?? [])
        .filter((a) => /hvornår|tidspunkt/i.test(a.da) || /\bwhen\b|timing/i.test(a.en))
        .map((a) => `${c.slug}: ${a.da}`),
    )
    expect(asked).toEqual([])
  })

  it('marks only Autoreparation as needing a car model', () => {
    expect(categoryTree.filter((c) => c.needsCarModel).map((c) => c.slug)).toEqual(['autoreparation'])
  })
})

describe('demo companies', () => {
  it('have valid, unique CVR numbers (modulus 11) and unique slugs', () => {
    const cvrs = companies.map((_: unknown, i: number) => demoCvr(i))
    expect(new Set(cvrs).size).toBe(companies.length)
    for (const cvr of cvrs) expect(isValidCvr(cvr), cvr).toBe(true)
    const slugs = companies.map((c) => slugify(c.name))
    expect(new Set(slugs).size).toBe(companies.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('check CVR numbers with the official weights', () => {
    expect(isValidCvr('10150817')).toBe(true)
    expect(isValidCvr('10150818')).toBe(false)
    expect(isValidCvr('0150817')).toBe(false)
  })

  it('derive slugs from names', () => {
    expect(slugify('Hansen & Søn Tømrerfirma ApS')).toBe('hansen-soen-toemrerfirma')
    expect(slugify('Fyns Tømrer & Snedker A/S')).toBe('fyns-toemrer-snedker')
  })

  it('are spread over all five regions, with 1–2 known top categories each', () => {
    const topSlugs = categoryTree.map((c) => c.slug)
    expect(companies.length).toBeGreaterThanOrEqual(25)
    expect(new Set(companies.map((c) => regionOf(c.zip)))).toEqual(new Set(regionOrder))
    for (const company of companies) {
      expect(regionOf(company.zip), company.name).toBeTruthy()
      expect(company.categories.length).toBeGreaterThanOrEqual(1)
      expect(company.categories.length).toBeLessThanOrEqual(2)
      for (const slug of company.categories) expect(topSlugs).toContain(slug)
    }
    // Every trade has at least one company to bid.
    const served = new Set(companies.flatMap((c) => c.categories))
    for (const slug of topSlugs) expect(served.has(slug), slug).toBe(true)
  })
})

describe('demo jobs', () => {
  it('are about 60, in known subcategories and postcodes of all five regions', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(60)
    const slugs = new Set(allCategories.map((c) => c.slug))
    for (const [slug, title = '', description = ''] of jobs) {
      expect(slugs.has(slug ?? ''), slug).toBe(true)
      expect(title.length).toBeGreaterThan(10)
      expect(description.length).toBeGreaterThan(40)
    }
    const topsWithJobs = new Set(
      jobs.map(([slug]: string[]) => categoryTree.find((t) => t.children.some((c) => c.slug === slug))?.slug),
    )
    expect(topsWithJobs.size).toBe(categoryTree.length)
    const jobZips = customers.flatMap((c) => c.near)
    for (const zip of jobZips) expect(table[zip], zip).toBeTruthy()
    expect(new Set(jobZips.map(regionOf))).toEqual(new Set(regionOrder))
    // Each customer's own postcode comes first among the ones near her.
    for (const c of customers) expect(c.near[0], c.email).toBe(c.zip)
    expect(new Set(jobs.map(([, title]: string[]) => title)).size).toBe(jobs.length)
  })
})

describe('demo log-ins', () => {
  it('lists the admin, 2 customers and 2 companies that the seed creates', () => {
    const logins: { role: string; email: string; password: string }[] = JSON.parse(
      readFileSync(new URL('../demo-logins.json', import.meta.url), 'utf8'),
    )
    expect(logins.map((l) => l.role)).toEqual(['admin', 'customer', 'customer', 'company', 'company'])
    const seeded = new Map<string, string>([
      [admin.email, adminPassword],
      ...customers.map((c): [string, string] => [c.email, demoPassword]),
      ...companies.map((c): [string, string] => [companyEmail(slugify(c.name)), demoPassword]),
    ])
    for (const login of logins) {
      expect(seeded.get(login.email), login.email).toBe(login.password)
      expect(login.email).toBe(login.email.toLowerCase())
    }
  })
})
