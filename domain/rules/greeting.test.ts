import { describe, expect, it } from 'vitest'
import { greetingName } from './greeting'

describe('greetingName', () => {
  it.each([
    ['Sofie Kjær', 'Sofie'],
    ['  Karen   Holm Jensen ', 'Karen'],
    ['Anne-Marie Hansen', 'Anne-Marie'],
    ['Mette', 'Mette'],
    ['   ', ''],
  ])('%j is greeted as %j', (fullName, first) => expect(greetingName(fullName)).toBe(first))
})
