import { describe, expect, it, vi } from 'vitest'
import { confirmThenSubmit, type ProfileConfirmationDeps } from './profile-confirmation.logic'

function deps(over: Partial<ProfileConfirmationDeps> = {}) {
  const calls: string[] = []
  const d: ProfileConfirmationDeps = {
    isLoggedIn: () => false,
    lookup: vi.fn(async () => {
      calls.push('lookup')
      return { found: false, ownerName: null }
    }),
    confirm: vi.fn(async () => {
      calls.push('confirm')
      return true
    }),
    refreshMe: vi.fn(async () => {
      calls.push('refreshMe')
    }),
    ...over,
  }
  const submit = vi.fn(async () => {
    calls.push('submit')
    return 'sent'
  })
  return { d, submit, calls }
}

describe('confirmThenSubmit', () => {
  it('a logged-in caller submits without a look-up', async () => {
    const { d, submit, calls } = deps({ isLoggedIn: () => true })
    const result = await confirmThenSubmit({ email: 'a@b.dk', as: 'customer', submit }, d)
    expect(result).toEqual({ outcome: 'submitted', as: 'member', value: 'sent' })
    expect(calls).toEqual(['submit'])
  })

  it('an unknown e-mail submits as a new user', async () => {
    const { d, submit, calls } = deps()
    const result = await confirmThenSubmit({ email: ' New@Example.DK ', as: 'customer', submit }, d)
    expect(result).toEqual({ outcome: 'submitted', as: 'newUser', value: 'sent' })
    expect(d.lookup).toHaveBeenCalledWith('new@example.dk', 'customer')
    expect(calls).toEqual(['lookup', 'submit'])
  })

  it('a known e-mail asks for the password, refetches me, then submits', async () => {
    const { d, submit, calls } = deps({
      lookup: vi.fn(async () => {
        calls.push('lookup')
        return { found: true, ownerName: 'Mette Hansen' }
      }),
    })
    const result = await confirmThenSubmit({ email: 'mette@example.dk', as: 'company', submit }, d)
    expect(result).toEqual({ outcome: 'submitted', as: 'confirmed', value: 'sent' })
    expect(d.confirm).toHaveBeenCalledWith({
      email: 'mette@example.dk',
      as: 'company',
      ownerName: 'Mette Hansen',
    })
    expect(calls).toEqual(['lookup', 'confirm', 'refreshMe', 'submit'])
  })

  it('cancelling the confirm-profile modal does not submit', async () => {
    const { d, submit, calls } = deps({
      lookup: async () => ({ found: true, ownerName: 'X' }),
      confirm: async () => false,
    })
    const result = await confirmThenSubmit({ email: 'x@example.dk', as: 'customer', submit }, d)
    expect(result).toEqual({ outcome: 'cancelled' })
    expect(submit).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('an invalid e-mail is not looked up; the form submits and its validation answers', async () => {
    const { d, submit } = deps()
    await confirmThenSubmit({ email: 'not-an-email', as: 'customer', submit }, d)
    expect(d.lookup).not.toHaveBeenCalled()
    expect(submit).toHaveBeenCalledOnce()
  })

  it('a failed look-up propagates and nothing is submitted', async () => {
    const { d, submit } = deps({
      lookup: async () => {
        throw new Error('429')
      },
    })
    await expect(confirmThenSubmit({ email: 'x@example.dk', as: 'customer', submit }, d)).rejects.toThrow(
      '429',
    )
    expect(submit).not.toHaveBeenCalled()
  })
})
