import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyInfoApi } from '../../../domain/contract/company-profile'
import { categories, companyCategories } from '../../db/schema'
import { database } from '../../lib/db'
import { api, errorOf, expectError } from '../../test/client'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

const origin = 'http://localhost:8787'

const validInfo = (categoryIds: number[]) => ({
  name: 'Nyt Navn ApS',
  description: 'Vi lægger tage.',
  phone: '+45 86 12 34 56',
  mobile: '',
  email: 'Kontakt@NytNavn.dk',
  address: 'Søndergade 2',
  zip: '8000',
  categoryIds,
  sms: true,
})

async function topCategory(name: string) {
  const [row] = await database(env.DB)
    .insert(categories)
    .values({ slug: `cp-top-${crypto.randomUUID().slice(0, 8)}`, nameDa: name, nameEn: name })
    .returning()
  if (!row) throw new Error('category insert failed')
  return row
}

function upload(bytes: Uint8Array, cookie: string, type = 'image/png') {
  return SELF.fetch(`${origin}/api/company/logo`, {
    method: 'POST',
    headers: { Origin: origin, Cookie: cookie, 'Content-Type': type },
    body: bytes,
  })
}

const pngBytes = () => {
  const bytes = new Uint8Array(64)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

describe('company info (/firma/oplysninger)', () => {
  it('saves details, categories and the SMS setting, and reads them back', async () => {
    const firm = await makeCompanyUser()
    const saved = await api(companyInfoApi.update, {
      body: validInfo([firm.category.id]),
      cookie: firm.cookie,
    })
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({
      name: 'Nyt Navn ApS',
      phone: '86123456',
      mobile: null,
      email: 'kontakt@nytnavn.dk',
      zip: '8000',
      city: 'Aarhus C',
      categoryIds: [firm.category.id],
      sms: true,
    })
    const read = await api(companyInfoApi.get, { cookie: firm.cookie })
    expect(read.json).toEqual(saved.json)
  })

  it('refuses bad values field by field in Danish and changes nothing', async () => {
    const firm = await makeCompanyUser('Uændret ApS')
    const res = await api(companyInfoApi.update, {
      body: {
        ...validInfo([firm.category.id]),
        name: '  ',
        phone: '12',
        zip: '80',
        email: 'nej',
        mobile: 'abc',
      },
      cookie: firm.cookie,
    })
    expect(res.status).toBe(422)
    const paths = errorOf(res)
      .issues!.map((i: { path: string }) => i.path)
      .sort()
    expect(paths).toEqual(['email', 'mobile', 'name', 'phone', 'zip'])
    const unknownZip = await api(companyInfoApi.update, {
      body: { ...validInfo([firm.category.id]), zip: '0001' },
      cookie: firm.cookie,
    })
    expect(unknownZip.status).toBe(422)
    const read = await api(companyInfoApi.get, { cookie: firm.cookie })
    expect(read.json.name).toBe('Uændret ApS')
  })

  it('allows at most two top categories, with the spec’s text, and keeps the old ones', async () => {
    const firm = await makeCompanyUser()
    const [a, b, c] = [await topCategory('Tag'), await topCategory('VVS'), await topCategory('El')]
    const two = await api(companyInfoApi.update, { body: validInfo([a.id, b.id]), cookie: firm.cookie })
    expect(two.status).toBe(200)
    const three = await api(companyInfoApi.update, {
      body: validInfo([a.id, b.id, c.id]),
      cookie: firm.cookie,
    })
    expect(three.status).toBe(422)
    expect(errorOf(three).issues![0]).toEqual({
      path: 'categoryIds',
      message:
        'Du kan maksimalt vælge to over-kategorier. Det er vigtigt, at du kun vælger kategorier, som du rent faktisk udfører.',
    })
    const rows = await database(env.DB)
      .select()
      .from(companyCategories)
      .where(eq(companyCategories.companyId, firm.company.id))
    expect(rows.map((r) => r.categoryId).sort()).toEqual([a.id, b.id].sort())
  })

  it('a whole trade chosen with some of its subcategories is stored as the trade alone (what the editor shows)', async () => {
    const firm = await makeCompanyUser()
    const trade = await topCategory('Tømrer')
    const [sub] = await database(env.DB)
      .insert(categories)
      .values({ parentId: trade.id, slug: `cp-sub-${trade.id}`, nameDa: 'Terrasse', nameEn: 'Decking' })
      .returning()
    const saved = await api(companyInfoApi.update, {
      body: validInfo([sub!.id, trade.id, firm.category.id]),
      cookie: firm.cookie,
    })
    expect(saved.status).toBe(200)
    expect(saved.json.categoryIds).toEqual([firm.category.id, trade.id].sort((a, b) => a - b))
  })

  it('is the company’s own: a customer gets 403, and each company reads only its own', async () => {
    const customer = await makeUser()
    expectError(await api(companyInfoApi.get, { cookie: customer.cookie }), 'forbidden')
    expectError(await api(companyInfoApi.get, {}), 'unauthenticated')
    const one = await makeCompanyUser('Firma Et')
    const two = await makeCompanyUser('Firma To')
    expect((await api(companyInfoApi.get, { cookie: two.cookie })).json.name).toBe('Firma To')
    await api(companyInfoApi.update, { body: validInfo([two.category.id]), cookie: two.cookie })
    expect((await api(companyInfoApi.get, { cookie: one.cookie })).json.name).toBe('Firma Et')
  })
})

describe('opening hours', () => {
  it('stores the week with normalised spans and refuses a bad one', async () => {
    const firm = await makeCompanyUser()
    const saved = await api(companyInfoApi.saveOpeningHours, {
      body: {
        days: [
          { day: 0, type: 'open', value: '8-16' },
          { day: 5, type: 'appointment', value: 'ignored' },
          { day: 6, type: 'closed' },
        ],
      },
      cookie: firm.cookie,
    })
    expect(saved.status).toBe(200)
    expect(saved.json.days).toEqual([
      { day: 0, type: 'open', value: '08.00–16.00' },
      { day: 5, type: 'appointment', value: '' },
      { day: 6, type: 'closed', value: '' },
    ])
    const bad = await api(companyInfoApi.saveOpeningHours, {
      body: { days: [{ day: 1, type: 'open', value: '16-8' }] },
      cookie: firm.cookie,
    })
    expect(bad.status).toBe(422)
    expect(errorOf(bad).issues).toEqual([
      { path: 'days.0.value', message: 'Skriv tidsrummet som fx 08.00–16.00.' },
    ])
    expect((await api(companyInfoApi.openingHours, { cookie: firm.cookie })).json.days).toHaveLength(3)
  })
})

describe('logo', () => {
  it('stores a PNG in R2 and serves it with a year-long cache', async () => {
    const firm = await makeCompanyUser()
    const res = await upload(pngBytes(), firm.cookie)
    expect(res.status).toBe(200)
    const { logoUrl } = (await res.json()) as { logoUrl: string }
    expect(logoUrl).toMatch(new RegExp(`^/media/logos/${firm.company.id}/\\d+$`))
    const served = await SELF.fetch(`${origin}${logoUrl}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes())
    expect((await api(companyInfoApi.get, { cookie: firm.cookie })).json.logoUrl).toBe(logoUrl)

    // A new logo is a new address; the old one is gone.
    const again = (await (await upload(pngBytes(), firm.cookie)).json()) as { logoUrl: string }
    expect(again.logoUrl).not.toBe(logoUrl)
    expect((await SELF.fetch(`${origin}${logoUrl}`)).status).toBe(404)
    const removed = await api(companyInfoApi.removeLogo, { cookie: firm.cookie })
    expect(removed.json).toEqual({ logoUrl: null })
    expect((await SELF.fetch(`${origin}${again.logoUrl}`)).status).toBe(404)
  })

  it('refuses a file that is not PNG, JPEG or WebP by its bytes, whatever its Content-Type says', async () => {
    const firm = await makeCompanyUser()
    const gif = new TextEncoder().encode('GIF89a not really a logo')
    const res = await upload(gif, firm.cookie, 'image/png')
    expect(res.status).toBe(422)
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } }
    expect(body.error.issues).toEqual([{ path: 'logo', message: 'Billedet skal være PNG, JPEG eller WebP.' }])
    // A type the upload does not take at all is refused before it is read.
    expect((await upload(pngBytes(), firm.cookie, 'text/plain')).status).toBe(415)
  })

  it('refuses more than 2 MB with 413', async () => {
    const firm = await makeCompanyUser()
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(pngBytes())
    const res = await upload(big, firm.cookie)
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Billedet er for stort. Det må højst fylde 2 MB.',
    )
    expect((await api(companyInfoApi.get, { cookie: firm.cookie })).json.logoUrl).toBeNull()
  })

  it('is refused to customers and anonymous visitors', async () => {
    const customer = await makeUser()
    expect((await upload(pngBytes(), customer.cookie)).status).toBe(403)
    expect((await upload(pngBytes(), '')).status).toBe(401)
  })
})

describe('media-center widget', () => {
  it('validates the colour and gives embed code for the company’s widget', async () => {
    const firm = await makeCompanyUser('Widget Firma ApS')
    const bad = await api(companyInfoApi.saveWidget, { body: { color: 'red' }, cookie: firm.cookie })
    expect(bad.status).toBe(422)
    const saved = await api(companyInfoApi.saveWidget, { body: { color: '#AA3300' }, cookie: firm.cookie })
    expect(saved.status).toBe(200)
    expect(saved.json.color).toBe('#aa3300')
    expect(saved.json.embedCode).toContain(`src="${origin}/widget/${firm.company.slug}"`)
    expect(saved.json.embedCode).toMatch(/^<iframe /)
  })

  it('may be framed by any site; every other page may not', async () => {
    const firm = await makeCompanyUser('Rammen & Co ApS')
    await api(companyInfoApi.saveWidget, { body: { color: '#123456' }, cookie: firm.cookie })
    const widget = await SELF.fetch(`${origin}/widget/${firm.company.slug}`)
    expect(widget.status).toBe(200)
    const policy = widget.headers.get('Content-Security-Policy') ?? ''
    expect(policy).toContain('frame-ancestors *')
    expect(policy).not.toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('script-src')
    expect(widget.headers.get('X-Frame-Options')).toBeNull()
    const page = await widget.text()
    expect(page).toContain('#123456')
    expect(page).toContain('Rammen &amp; Co ApS')
    expect(page).toContain(`href="${origin}/${firm.company.slug}"`)
    expect(page).not.toContain('<script')
    // The live preview's colour wins over the stored one; a non-colour is ignored.
    expect(await (await SELF.fetch(`${origin}/widget/${firm.company.slug}?color=00ff00`)).text()).toContain(
      '#00ff00',
    )
    expect(await (await SELF.fetch(`${origin}/widget/${firm.company.slug}?color=red;x`)).text()).toContain(
      '#123456',
    )

    for (const path of ['/', '/firma/oplysninger', '/api/company/info', '/om-os']) {
      const res = await SELF.fetch(`${origin}${path}`)
      expect(res.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'")
      expect(res.headers.get('X-Frame-Options'), path).toBe('DENY')
    }
    expect(
      (await SELF.fetch(`${origin}/widget/ingen-saadan-firma-${crypto.randomUUID().slice(0, 6)}`)).status,
    ).toBe(404)
  })
})
