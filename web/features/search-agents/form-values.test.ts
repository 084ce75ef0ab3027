import { describe, expect, it } from 'vitest'
import { agentInput, emptyAgentForm, namedZipErrors } from './form-values'

describe('agentInput', () => {
  it('splits the zips at commas, semicolons and spaces and drops unanswered questions', () => {
    expect(
      agentInput({
        ...emptyAgentForm,
        categoryId: '12',
        zips: ' 8000, 8200;8210  2100 ',
        answers: { a1: ['byg'], a2: [] },
      }),
    ).toEqual({
      categoryId: 12,
      answers: { a1: ['byg'] },
      zips: ['8000', '8200', '8210', '2100'],
      regions: [],
      delivery: 'instant',
    })
  })

  it('no category is 0, which the schema refuses', () => {
    expect(agentInput(emptyAgentForm).categoryId).toBe(0)
  })
})

describe('namedZipErrors', () => {
  const name = (wrong: string[]) => `Ukendt: ${wrong.join(', ')}.`
  it('names the entries the schema refused, once, on the zips field', () => {
    const values = { ...emptyAgentForm, zips: '8000, abc 12345 abc' }
    expect(
      namedZipErrors({ 'zips.1': 'x', 'zips.2': 'x', 'zips.3': 'x', categoryId: 'Vælg' }, values, name),
    ).toEqual({ categoryId: 'Vælg', zips: 'Ukendt: abc, 12345.' })
  })

  it('leaves other errors as they are', () => {
    const fields = { zips: 'Du kan højst vælge 50 postnumre pr. søgeagent.' }
    expect(namedZipErrors(fields, emptyAgentForm, name)).toBe(fields)
  })
})
