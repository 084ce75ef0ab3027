import { describe, expect, it } from 'vitest'
import { averageRating, extractReviewEmails, reviewMailTlds, reviewMailWindowKeys } from './reviews'

describe('extractReviewEmails', () => {
  it('finds the addresses in pasted free text, once each, lower-cased, in order', () => {
    const text = `Hej! Kunder fra sidste måned:
      Mette Larsen <mette.larsen@example.dk>, lars@firma.com; ANNE@Example.DK
      og så ole+tag@sub.domain.org (ring gerne), mette.larsen@example.dk igen.`
    expect(extractReviewEmails(text)).toEqual([
      'mette.larsen@example.dk',
      'lars@firma.com',
      'anne@example.dk',
      'ole+tag@sub.domain.org',
    ])
  })

  it('takes every listed top-level domain', () => {
    for (const tld of ['dk', 'com', 'net', 'org', 'eu', 'se', 'no', 'de', 'info', 'io', 'nu', 'biz']) {
      expect(reviewMailTlds).toContain(tld)
      expect(extractReviewEmails(`x a@b.${tld} y`)).toEqual([`a@b.${tld}`])
    }
  })

  it('leaves addresses with an unlisted or run-on top-level domain', () => {
    expect(extractReviewEmails('a@b.xyz a@b.dkx a@b.community a@b.c a@localhost')).toEqual([])
  })

  it('reads the longest top-level domain (.com, not .co + m) and stops at punctuation', () => {
    expect(extractReviewEmails('(a@b.com).')).toEqual(['a@b.com'])
    expect(extractReviewEmails('mail:a@b.info,')).toEqual(['a@b.info'])
  })

  it('refuses local parts with a trailing or double dot and drops a leading one', () => {
    expect(extractReviewEmails('a.@b.dk a..b@c.dk')).toEqual([])
    expect(extractReviewEmails('slut.a@b.dk')).toEqual(['slut.a@b.dk'])
    expect(extractReviewEmails('.a@b.dk')).toEqual(['a@b.dk'])
  })

  it('takes Danish letters in the domain', () => {
    expect(extractReviewEmails('kontakt@blomster-ærø.dk')).toEqual(['kontakt@blomster-ærø.dk'])
  })

  it('finds nothing in text without addresses', () => {
    expect(extractReviewEmails('')).toEqual([])
    expect(extractReviewEmails('ring på 12 34 56 78 @ kl. 8.dk')).toEqual([])
  })
})

describe('averageRating', () => {
  it('rounds to one decimal and has none without reviews', () => {
    expect(averageRating(106, 23)).toBe(4.6)
    expect(averageRating(5, 1)).toBe(5)
    expect(averageRating(0, 0)).toBeNull()
  })
})

describe('reviewMailWindowKeys', () => {
  it('keys by the Copenhagen date, not UTC', () => {
    // 2026-11-30 23:30 UTC is 1 December 00:30 in Copenhagen.
    expect(reviewMailWindowKeys(Date.UTC(2026, 10, 30, 23, 30) / 1000)).toEqual({
      month: '2026-12',
      day: '2026-12-01',
    })
    expect(reviewMailWindowKeys(Date.UTC(2026, 10, 30, 12) / 1000)).toEqual({
      month: '2026-11',
      day: '2026-11-30',
    })
  })
})
