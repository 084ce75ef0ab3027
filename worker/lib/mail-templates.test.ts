import { describe, expect, it } from 'vitest'
import { locales } from '../../domain/i18n'
import { translate } from './i18n'
import { mailTemplates, render } from './outbox'

/** Every payload key any template uses, filled with a recognisable value. */
const payload = {
  name: 'Sofie Kjær',
  company: 'Hansen & Søn ApS',
  customer: 'Karen Holm',
  link: 'http://localhost:8787/x',
  resetLink: 'http://localhost:8787/r',
  loginLink: 'http://localhost:8787/l',
  contactLink: 'http://localhost:8787/c',
}

describe('every e-mail template', () => {
  for (const locale of locales) {
    // The footer's sign-off ('Venlig hilsen\n{{product}}'): the lines before its blank line.
    const signOff = translate(locale, 'mail:::footer', { product: 'Opgavetorvet' }).split('\n\n')[0] ?? ''

    it(`${locale}: signs off once, in the shared footer (no body has a sign-off of its own)`, () => {
      expect(signOff.length).toBeGreaterThan(5)
      for (const template of mailTemplates) {
        const mail = render({ channel: 'email', template, locale, payload })
        if (mail.subject === null) continue
        expect(mail.text.split(signOff).length - 1, `${template} ${locale}`).toBe(1)
      }
    })

    it(`${locale}: greets a person by first name ('Hej Sofie', never 'Hej Sofie Kjær')`, () => {
      // offerDeclined goes to a company (its `name` is the company's, greeted whole).
      for (const template of mailTemplates.filter((t) => t !== 'offerDeclined')) {
        const greeting = render({ channel: 'email', template, locale, payload }).text.split('\n')[0]
        expect(greeting, `${template} ${locale}`).not.toContain('Kjær')
      }
      const welcome = render({ channel: 'email', template: 'welcomeCustomer', locale, payload })
      expect(welcome.text.split('\n')[0]).toMatch(/^(Hej|Hi|Hello) Sofie$/)
    })
  }
})
