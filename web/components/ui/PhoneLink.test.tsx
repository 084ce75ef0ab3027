import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PhoneLink, phoneHref } from './PhoneLink'

describe('PhoneLink', () => {
  it('dials a Danish number with its country code, however it was typed', () => {
    for (const typed of ['40506070', '40 50 60 70', '+45 40 50 60 70', '0045-40506070'])
      expect(phoneHref(typed)).toBe('tel:+4540506070')
  })

  it('dials any other number as written, without its spaces', () => {
    expect(phoneHref('+46 8 123 456 78')).toBe('tel:+46812345678')
  })

  it('shows the number in pairs', () => {
    expect(renderToStaticMarkup(<PhoneLink phone="40506070" />)).toBe(
      '<a href="tel:+4540506070" class="inline-flex min-h-11 items-center lg:min-h-0">40 50 60 70</a>',
    )
  })

  it('is a 44 px target below lg, and keeps a class it is given', () => {
    expect(renderToStaticMarkup(<PhoneLink phone="40506070" className="text-brand-700" />)).toContain(
      'class="inline-flex min-h-11 items-center lg:min-h-0 text-brand-700"',
    )
  })
})
