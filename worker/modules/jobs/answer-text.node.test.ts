import { describe, expect, it } from 'vitest'
import { answerText } from './answer-text'

const lone = { kind: 'checkbox', options: [], unit: null }
const select = { kind: 'select', options: [{ value: 'trae', da: 'Træ', en: 'Wood' }], unit: null }
const rooms = { kind: 'number', options: [], unit: 'rum' }

describe('answerText', () => {
  it('says a ticked lone checkbox in the reader’s language, never the stored "yes"', () => {
    expect(answerText(lone, 'yes', 'da-DK')).toBe('Ja')
    expect(answerText(lone, 'yes', 'en')).toBe('Yes')
  })

  it('shows an option’s label, a number with its unit and text as typed', () => {
    expect(answerText(select, 'trae', 'da-DK')).toBe('Træ')
    expect(answerText(select, 'trae', 'en')).toBe('Wood')
    expect(answerText(rooms, '4', 'da-DK')).toBe('4 rum')
    expect(answerText({ kind: 'text', options: [], unit: null }, 'yes', 'da-DK')).toBe('yes')
  })
})
