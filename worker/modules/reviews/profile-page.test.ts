import { describe, expect, it } from 'vitest'
import { companyReviewsApi, customerReviewsApi } from '../../../domain/contract/reviews'
import { api, call } from '../../test/client'
import { makeHire, makeJob } from '../../test/market.fixtures'
import { jsonLd, waitForHit } from '../../test/pages'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

/** A company with one reviewed, finished job. */
async function reviewedCompany() {
  const firm = await makeCompanyUser('Profil <Tømrer> & Søn ApS')
  const customer = await makeUser({ name: 'Mette Larsen' })
  const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, status: 'closed' })
  const contact = await makeHire({ job, companyId: firm.company.id, state: 'completed' })
  const made = await api(customerReviewsApi.create, {
    params: { contactId: contact.id },
    body: { rating: 5, title: 'Flot arbejde', text: 'Kom til tiden.', categoryId: firm.category.id },
    cookie: customer.cookie,
  })
  expect(made.status).toBe(201)
  return { firm, customer, reviewId: made.json.id as number }
}

describe('the server-rendered profile /{slug}', () => {
  it('is real HTML with the reviews, rating, badges, title, canonical and JSON-LD LocalBusiness', async () => {
    const { firm } = await reviewedCompany()
    const res = await call(`/${firm.company.slug}`)
    expect(res.status).toBe(200)
    expect(res.text).toContain('Profil &lt;Tømrer&gt; &amp; Søn ApS')
    expect(res.text).toContain('5,0 ud af 5 (1 anmeldelse)')
    expect(res.text).toContain('CVR-verificeret')
    expect(res.text).toContain('Verificeret')
    expect(res.text).toContain('Flot arbejde')
    expect(res.text).toContain('Mette L.')
    expect(res.text).toContain(
      '<title>Profil &lt;Tømrer&gt; &amp; Søn ApS – anmeldelser og kontakt – Opgavetorvet</title>',
    )
    expect(res.text).toContain(`<link rel="canonical" href="https://opgavetorvet.dk/${firm.company.slug}" />`)
    expect(res.text).toContain('<meta property="og:title"')
    const ld = jsonLd(res.text)
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Profil <Tømrer> & Søn ApS',
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
      review: [{ name: 'Flot arbejde', reviewRating: { ratingValue: 5 } }],
    })
    // The name's `<` cannot end the data block early.
    expect(res.text).not.toContain('"Profil <Tømrer>')
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline')
  })

  it('shows the company’s reply, and a reply is a new cache key at once', async () => {
    const { firm, reviewId } = await reviewedCompany()
    const path = `/${firm.company.slug}`
    const first = await waitForHit(path)
    expect(first.text).not.toContain('Tak for ordren')
    const reply = await api(companyReviewsApi.comment, {
      params: { reviewId },
      body: { comment: 'Tak for ordren, Mette!' },
      cookie: firm.cookie,
    })
    expect(reply.status).toBe(200)
    const after = await call(path)
    expect(after.headers.get('x-edge-cache')).toBe('MISS')
    expect(after.text).toContain('Svar fra Profil &lt;Tømrer&gt; &amp; Søn ApS')
    expect(after.text).toContain('Tak for ordren, Mette!')
  })

  it('answers a Danish 404 for an unknown slug and for a reserved first segment', async () => {
    const res = await call('/intet-firma-her-xyz')
    expect(res.status).toBe(404)
    expect(res.text).toContain('Siden findes ikke')
    expect(res.text).toContain('<meta name="robots" content="noindex" />')
    // A reserved word is never looked up as a company, even if a row had that slug.
    const reserved = await call('/sog')
    expect(reserved.status).toBe(404)
    expect(reserved.text).toContain('Siden findes ikke')
  })

  it('is in sitemap.xml', async () => {
    const firm = await makeCompanyUser()
    const res = await call('/sitemap.xml')
    expect(res.text).toContain(`<loc>https://opgavetorvet.dk/${firm.company.slug}</loc>`)
  })
})
