import { describe, expect, it } from 'vitest'
import { agentInput, emptyAgentForm } from './form-values'

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
