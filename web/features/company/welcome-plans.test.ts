import { describe, expect, it } from 'vitest'
import { plans } from '../../../domain/rules/plans'
import type { CategorySubscription } from '../../../domain/schemas/money'
import { welcomePlans } from './welcome-plans'

const category = (categoryName: string, plan: CategorySubscription['plan']): CategorySubscription => ({
  categoryId: categoryName.length,
  categoryName,
  plan,
  periodStart: null,
  periodEnd: null,
  nextPlan: null,
  offersThisMonth: 0,
})

describe("a new company's welcome names the plans it has", () => {
  it('a company on Basis everywhere: Basis, free, 10 offers a month, in all its categories', () => {
    expect(
      welcomePlans({
        plans: [...plans],
        categories: [category('Tømrer', 'basic'), category('Maler', 'basic')],
      }),
    ).toEqual([{ plan: 'basic', kind: 'free', offersPerMonth: 10, categories: null }])
  })

  it('a company that pays for Pro is told Pro and its 40 offers, not Basis', () => {
    expect(welcomePlans({ plans: [...plans], categories: [category('Tømrer', 'pro')] })).toEqual([
      { plan: 'pro', kind: 'paid', offersPerMonth: 40, categories: null },
    ])
  })

  it('mixed plans: one line per plan, the highest first, each with its categories', () => {
    expect(
      welcomePlans({
        plans: [...plans],
        categories: [category('Tømrer', 'basic'), category('Maler', 'pro-plus'), category('Murer', 'basic')],
      }),
    ).toEqual([
      { plan: 'pro-plus', kind: 'unlimited', offersPerMonth: null, categories: ['Maler'] },
      { plan: 'basic', kind: 'free', offersPerMonth: 10, categories: ['Tømrer', 'Murer'] },
    ])
  })

  it('a company with no subscription listed is on Basis in all its categories (no row is Basis)', () => {
    expect(welcomePlans({ plans: [...plans], categories: [] })).toEqual([
      { plan: 'basic', kind: 'free', offersPerMonth: 10, categories: null },
    ])
  })
})
