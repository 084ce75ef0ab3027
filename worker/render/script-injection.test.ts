import { describe, expect, it } from 'vitest'
import { customerReviewsApi } from '../../domain/contract/reviews'
import { makeCompanyUser, makeUser } from '../modules/account/account.fixtures'
import { api, call } from '../test/client'
import { makeContact, makeJob } from '../test/market.fixtures'
import { jsonLd, pageData } from '../test/pages'

const attack = '</script><script>alert(1)</script><!--'

/**
 * A company name and a review are typed by users and end up inside the profile page's two script data
 * blocks (JSON-LD for search engines, the page data for hydration). No text may close the element early
 * and start a script of its own: the HTML holds each text only escaped, and both blocks read back as typed.
 */
describe('user text inside the profile page’s script blocks', () => {
  it('a company name and a review text with </script> stay data', async () => {
    const firm = await makeCompanyUser(`Firma ${attack}`)
    const customer = await makeUser()
    const job = await makeJob({
      customerId: customer.user.id,
      categoryId: firm.category.id,
      status: 'closed',
    })
    const contact = await makeContact({ job, companyId: firm.company.id, state: 'completed' })
    const review = await api(customerReviewsApi.create, {
      params: { contactId: contact.id },
      body: { rating: 4, title: `Titel ${attack}`, text: `Tekst ${attack}`, categoryId: firm.category.id },
      cookie: customer.cookie,
    })
    expect(review.status).toBe(201)

    const res = await call(`/${firm.company.slug}`)
    expect(res.status).toBe(200)
    expect(res.text).not.toContain('<script>alert(1)')
    expect(res.text).not.toContain('</script><script>alert')
    // Every <script> in the page is one of ours: the data blocks, the warm-up and the module entry.
    const opened = res.text.match(/<script\b[^>]*>/g) ?? []
    for (const tag of opened)
      expect(tag).toMatch(/type="application\/(ld\+)?json"|src="\/assets\/|^<script>$/)
    const ld = jsonLd(res.text)
    expect(ld.name).toBe(`Firma ${attack}`)
    expect(ld.review[0]).toMatchObject({ name: `Titel ${attack}`, reviewBody: `Tekst ${attack}` })
    expect(JSON.stringify(pageData(res.text))).toContain(`Tekst ${attack}`)
  })
})
