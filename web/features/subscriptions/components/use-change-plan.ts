import { useQueryClient } from '@tanstack/react-query'
import i18next from 'i18next'
import { useState } from 'react'
import type { PlanId } from '../../../../domain/rules/plans'
import { ChangePlan, type PlanChanged } from '../../../../domain/schemas/money'
import { useForm } from '../../../components/form/use-form'
import { ApiFailure } from '../../../lib/api'
import { changePlan, subscriptionKeys } from '../queries'

export interface ChangePlanHandlers {
  onDone: (result: PlanChanged) => void
  /** 409 insufficient_funds: nothing was charged; the dialog closes and the page says why. */
  onInsufficient: (message: string) => void
  /** 409 plan_changed: the breakdown is stale; ask for it again. */
  onStale?: () => void
}

/**
 * The form of a plan change (upgrade or downgrade): the terms checkbox, and one idempotency key per
 * opening of the dialog, so a retried submit (a lost answer, a double click) is charged once.
 */
export function useChangePlanForm(categoryId: number, plan: PlanId, handlers: ChangePlanHandlers) {
  const queryClient = useQueryClient()
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  return useForm({
    initial: { acceptTerms: false },
    schema: ChangePlan,
    input: (values) => ({ plan, acceptTerms: values.acceptTerms, idempotencyKey }),
    // The spec's alert for an unticked box ('Accepter venligst handelsbetingelser') is the box's own
    // error; the summary above says only 'Tjek de markerede felter.', so the sentence is not said twice.
    submit: async (body) => {
      try {
        const result = await changePlan(categoryId, body)
        await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
        await queryClient.invalidateQueries({ queryKey: ['transactions'] })
        handlers.onDone(result)
      } catch (error) {
        if (error instanceof ApiFailure && error.code === 'insufficient_funds') {
          handlers.onInsufficient(error.message || i18next.t('money:::errors::insufficientFunds'))
          return
        }
        if (error instanceof ApiFailure && error.code === 'plan_changed') handlers.onStale?.()
        throw error
      }
    },
  })
}
