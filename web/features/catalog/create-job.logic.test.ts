import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { CategoryDetail } from '../../../domain/schemas/catalog'
import type { PostJobRequest } from '../../../domain/schemas/jobs'
import { ApiFailure } from '../../lib/api'
import {
  emptyValues,
  firstTitle,
  postDespiteUnknownCompany,
  readDraft,
  requestOf,
  stepHasRequired,
  stepInput,
  stepOfField,
  stepSchema,
  stepsOf,
  writeDraft,
} from './create-job.logic'

const category: CategoryDetail = {
  id: 7,
  slug: 'terrasse',
  name: 'Terrasse',
  parent: { slug: 'toemrer', name: 'Tømrer' },
  needsCarModel: false,
  attributes: [
    {
      id: 3,
      kind: 'select',
      label: 'Materiale',
      options: [{ value: 'trae', label: 'Træ' }],
      unit: null,
      required: true,
    },
    { id: 4, kind: 'number', label: 'Areal', options: [], unit: 'm²', required: false },
  ],
}

describe('create-job steps', () => {
  it('asks the questions only when the category has some, the contact only when logged out', () => {
    expect(stepsOf(category, null)).toEqual(['questions', 'details', 'contact'])
    expect(stepsOf(category, 'customer')).toEqual(['questions', 'details'])
    expect(stepsOf({ ...category, attributes: [] }, null)).toEqual(['details', 'contact'])
    expect(stepsOf({ ...category, attributes: [], needsCarModel: true }, null)).toEqual([
      'questions',
      'details',
      'contact',
    ])
  })

  it("says 'Felter med * skal udfyldes.' only under a step with a field that must be filled", () => {
    const optional = category.attributes.map((a) => ({ ...a, required: false }))
    expect(stepHasRequired('questions', category)).toBe(true)
    expect(stepHasRequired('questions', { ...category, attributes: optional })).toBe(false)
    expect(stepHasRequired('questions', { ...category, attributes: optional, needsCarModel: true })).toBe(
      true,
    )
    expect(stepHasRequired('details', { ...category, attributes: optional })).toBe(true)
    expect(stepHasRequired('contact', { ...category, attributes: optional })).toBe(true)
  })

  it('finds the step of a server error', () => {
    expect(stepOfField('answers.a3')).toBe('questions')
    expect(stepOfField('carModel')).toBe('questions')
    expect(stepOfField('contact.email')).toBe('contact')
    expect(stepOfField('zip')).toBe('details')
  })

  it('checks each step with the shared schemas (a required question, a date for timing "date")', () => {
    const values = emptyValues('Ny terrasse')
    const questions = v.safeParse(stepSchema('questions', category), stepInput('questions', values))
    expect(questions.issues?.map((i) => [i.path?.map((p) => p.key).join('.'), i.message])).toEqual([
      ['answers.a3', 'createjob:::errors::answerChoose'],
    ])
    const details = v.safeParse(
      stepSchema('details', category),
      stepInput('details', {
        ...values,
        description: 'Lærk',
        zip: '8000',
        timing: 'date',
        timingDate: '',
      }),
    )
    expect(details.issues?.map((i) => i.message)).toEqual(['createjob:::errors::dateRequired'])
  })

  it("sends only this category's answers, and the contact only from a logged-out visitor", () => {
    const values = {
      ...emptyValues('Ny terrasse'),
      answers: { a3: 'trae', a99: 'fra en anden kategori' },
      timing: 'asap' as const,
    }
    const asMember = requestOf(category, values, { loggedIn: true, sendCompany: 'hansen' })
    expect(asMember.answers).toEqual({ a3: 'trae' })
    expect(asMember.contact).toBeUndefined()
    expect(asMember.sendCompany).toBe('hansen')
    expect(requestOf(category, values, { loggedIn: false }).contact).toEqual(values.contact)
  })

  it('posts the job without a sendcompany the server does not know, and only then', async () => {
    const body = { title: 'Ny terrasse', sendCompany: 'lukket-firma' } as PostJobRequest
    const sent: PostJobRequest[] = []
    const gone = new ApiFailure(404, 'company_not_found', 'Vi fandt ikke firmaet.')
    const post = async (b: PostJobRequest) => {
      sent.push(b)
      if (b.sendCompany) throw gone
      return { jobId: 7 }
    }
    expect(await postDespiteUnknownCompany(body, post)).toEqual({ value: { jobId: 7 }, companyDropped: true })
    expect(sent.map((b) => b.sendCompany)).toEqual(['lukket-firma', undefined])
    expect(sent[1]?.title).toBe('Ny terrasse')

    // Any other failure is the person's to see; a job without a sendcompany is posted once.
    const invalid = new ApiFailure(422, 'invalid_input', 'Tjek de markerede felter.')
    await expect(postDespiteUnknownCompany(body, () => Promise.reject(invalid))).rejects.toBe(invalid)
    await expect(
      postDespiteUnknownCompany({ title: 'x' } as PostJobRequest, () => Promise.reject(gone)),
    ).rejects.toBe(gone)
  })

  it('keeps a draft per category and ignores a broken one', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, value: string) => void store.set(k, value),
    }
    writeDraft(storage, 'terrasse', { step: 1, values: { ...emptyValues(), title: 'Hej' } })
    expect(readDraft(storage, 'terrasse')).toMatchObject({ step: 1, values: { title: 'Hej' } })
    expect(readDraft(storage, 'carport')).toBeNull()
    store.set('createjob:terrasse', '{nope')
    expect(readDraft(storage, 'terrasse')).toBeNull()
  })
})

describe('firstTitle', () => {
  it('starts the title a search gives with a capital, as a heading (»maler« → »Maler«)', () => {
    expect(firstTitle('maler')).toBe('Maler')
    expect(firstTitle(' ønskebrønd ')).toBe('Ønskebrønd')
    expect(firstTitle('Nyt badeværelse')).toBe('Nyt badeværelse')
    expect(firstTitle('')).toBe('')
    expect(emptyValues('tømrer').title).toBe('Tømrer')
  })
})
