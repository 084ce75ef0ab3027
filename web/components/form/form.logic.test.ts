import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  errorFor,
  fieldErrors,
  firstInvalid,
  getAt,
  setAt,
  unplacedErrors,
  validate,
  withoutErrorsOf,
} from './form.logic'

const upper = (message: string) => message.toUpperCase()

describe('validate', () => {
  const Schema = v.object({
    zip: v.pipe(v.string(), v.nonEmpty('zip:::required'), v.regex(/^\d{4}$/, 'zip:::format')),
    attributes: v.record(v.string(), v.pipe(v.string(), v.nonEmpty('attr:::required'))),
    company: v.object({ cvr: v.pipe(v.string(), v.regex(/^\d{8}$/, 'cvr:::format')) }),
  })

  it('keeps the full dotted path and one message per field', () => {
    const result = validate(Schema, { zip: '', attributes: { '12': '' }, company: { cvr: '1' } }, upper)
    expect(result).toEqual({
      ok: false,
      errors: { zip: 'ZIP:::REQUIRED', 'attributes.12': 'ATTR:::REQUIRED', 'company.cvr': 'CVR:::FORMAT' },
    })
  })

  it('returns the parsed output when valid', () => {
    const result = validate(Schema, { zip: '8000', attributes: {}, company: { cvr: '12345678' } }, upper)
    expect(result).toEqual({ ok: true, data: { zip: '8000', attributes: {}, company: { cvr: '12345678' } } })
  })
})

describe('server issues', () => {
  it('land on their path, the first message each', () => {
    const errors = fieldErrors(
      [
        { path: 'company.cvr', message: 'Taken' },
        { path: 'company.cvr', message: 'Second' },
        { path: 'attributes.12', message: 'Missing' },
      ],
      (m) => m,
    )
    expect(errors).toEqual({ 'company.cvr': 'Taken', 'attributes.12': 'Missing' })
  })
})

describe('errorFor', () => {
  const errors = { 'categoryIds.3': 'Unknown', 'attributes.12': 'Missing', email: 'Bad' }
  it('finds the field’s own error or one inside it, never a sibling’s', () => {
    expect(errorFor(errors, 'email')).toBe('Bad')
    expect(errorFor(errors, 'categoryIds')).toBe('Unknown')
    expect(errorFor(errors, 'attributes.12')).toBe('Missing')
    expect(errorFor(errors, 'attributes.1')).toBeUndefined()
    expect(errorFor(errors, 'attributes')).toBe('Missing')
  })
})

describe('withoutErrorsOf', () => {
  it('drops the edited field’s errors and keeps the object when nothing changes', () => {
    const errors = { 'attributes.12': 'Missing', 'attributes.13': 'Missing', email: 'Bad' }
    expect(withoutErrorsOf(errors, 'attributes.12')).toEqual({ 'attributes.13': 'Missing', email: 'Bad' })
    expect(withoutErrorsOf(errors, 'zip')).toBe(errors)
    expect(withoutErrorsOf({ categoryIds: 'Pick one' }, 'categoryIds.4')).toEqual({})
  })
})

describe('firstInvalid and unplacedErrors', () => {
  const fields = ['name', 'email', 'attributes.12', 'zip']
  it('follow page order', () => {
    expect(firstInvalid(fields, { zip: 'x', 'attributes.12': 'y' })).toBe('attributes.12')
    expect(firstInvalid(fields, {})).toBeUndefined()
  })
  it('list errors no field shows', () => {
    expect(unplacedErrors(fields, { zip: 'x', withCvr: 'y', '': 'z' })).toEqual(['y', 'z'])
  })
})

describe('getAt and setAt', () => {
  it('read and write by dotted path without touching the original', () => {
    const values = { name: 'A', company: { cvr: '1' }, attributes: { '12': 'old' }, ids: [1, 2] }
    const next = setAt(values, 'company.cvr', '12345678')
    expect(next.company.cvr).toBe('12345678')
    expect(values.company.cvr).toBe('1')
    expect(getAt(setAt(values, 'attributes.12', 'new'), 'attributes.12')).toBe('new')
    expect(getAt(setAt(values, 'ids.1', 5), 'ids')).toEqual([1, 5])
    expect(getAt(setAt({}, 'a.b', 1), 'a.b')).toBe(1)
    expect(getAt(values, 'company.missing.deep')).toBeUndefined()
  })
})
