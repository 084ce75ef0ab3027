import { describe, expect, it } from 'vitest'
import { cloudflareEmail } from './adapters/email'
import { headerSafe, inertHtml, linkHtml, plainValue } from './mail-text'
import { render } from './outbox'

/** The text an HTML part shows, without tags (what an auto-linker could see as one run is between tags). */
const textRuns = (html: string) => html.split(/<[^>]+>/)

describe('mail text (attacker values in e-mails)', () => {
  it('headers: CR, LF, other controls and bidi overrides become spaces', () => {
    expect(headerSafe('Velkommen, Firma\r\nBcc: victim@example.dk')).toBe(
      'Velkommen, Firma Bcc: victim@example.dk',
    )
    expect(headerSafe('A\u0000B\u0085C\u2028D\u202eE\tF')).toBe('A B C D E F')
  })

  it('plain text keeps line breaks and drops other controls', () => {
    expect(plainValue('a\r\nb\u0007c\u202ed')).toBe('a\nbcd')
  })

  it('HTML: user values are escaped and no URL, domain or address is one text run', () => {
    const html = inertHtml(
      '<b>Se https://evil.example/phish og www.evil.example, skriv til a@evil.example</b>',
    )
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;b&gt;')
    for (const run of textRuns(html)) {
      expect(run).not.toMatch(/https?:|www\.|evil\.example|@evil/)
    }
    // Reads exactly as typed once the tags are gone: no zero-width or look-alike characters.
    expect(textRuns(html).join('')).toBe(
      '&lt;b&gt;Se https://evil.example/phish og www.evil.example, skriv til a@evil.example&lt;/b&gt;',
    )
  })

  it('only http(s) links we built become anchors', () => {
    expect(linkHtml('https://opgavetorvet.dk/x?token=a&b=1')).toBe(
      '<a href="https://opgavetorvet.dk/x?token=a&amp;b=1">https://opgavetorvet.dk/x?token=a&amp;b=1</a>',
    )
    expect(linkHtml('javascript:alert(1)')).not.toContain('<a')
    expect(linkHtml('https://x.dk/" onmouseover="x')).not.toContain('<a')
  })
})

describe('render with attacker values', () => {
  const evil = {
    // The greeting takes the first name: here the link-like part, so it is the part under test.
    name: 'https://evil.example/login Mette',
    company: 'Hacker ApS\r\nBcc: everyone@example.dk evil.example',
    link: 'https://opgavetorvet.dk/firma/opgaver',
  }

  it('never links a name or company, links our own links, and keeps the Subject on one line', () => {
    const mail = render({ channel: 'email', template: 'welcomeCompany', locale: 'da-DK', payload: evil })
    expect(mail.subject).toBe('Velkommen til Opgavetorvet, Hacker ApS Bcc: everyone@example.dk evil.example')
    expect(mail.subject).not.toMatch(/[\r\n]/)
    const anchors = [...mail.html.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1])
    expect(anchors).toEqual(['https://opgavetorvet.dk/firma/opgaver'])
    for (const run of textRuns(mail.html)) expect(run).not.toMatch(/evil\.example|https:\/\/evil/)
    expect(mail.text).toContain('Hej https://evil.example/login\n')
    expect(mail.text).toContain('https://opgavetorvet.dk/firma/opgaver')
  })

  it('a name that looks like a link in the Facebook confirmation stays text', () => {
    const mail = render({
      channel: 'email',
      template: 'facebookConfirm',
      locale: 'en',
      payload: { name: 'www.evil.example', link: 'https://opgavetorvet.dk/facebook/bekraeft?token=abc' },
    })
    expect([...mail.html.matchAll(/<a href/g)]).toHaveLength(1)
    expect(mail.html).toContain('<a href="https://opgavetorvet.dk/facebook/bekraeft?token=abc">')
    for (const run of textRuns(mail.html)) expect(run).not.toContain('evil.example')
  })
})

describe('the Cloudflare e-mail adapter', () => {
  it('sends Subject and From as one clean line each', async () => {
    const sent: Array<Record<string, unknown>> = []
    const binding = { send: async (m: Record<string, unknown>) => void sent.push(m) } as unknown as SendEmail
    await cloudflareEmail(binding, 'Opgavetorvet\r\nBcc: x@evil.example <noreply@opgavetorvet.dk>').send({
      to: 'mette@example.dk',
      subject: 'Velkommen, Firma\r\nBcc: victim@example.dk',
      text: 't',
      html: 'h',
    })
    expect(sent[0]).toMatchObject({
      from: 'Opgavetorvet Bcc: x@evil.example <noreply@opgavetorvet.dk>',
      subject: 'Velkommen, Firma Bcc: victim@example.dk',
    })
  })
})
