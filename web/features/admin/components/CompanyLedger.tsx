import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminAdjustment } from '../../../../domain/schemas/money'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { MoneyField } from '../../../components/form/NumberField'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { LedgerTable } from '../../../components/ui/LedgerTable'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { Money } from '../../../components/ui/Money'
import { Section } from '../../../components/ui/Section'
import { notify } from '../../../components/ui/toast/toast-queue'
import { formatMoney } from '../../../lib/format'
import { adjustBalance, adminLedgerKey, adminLedgerQuery, newAdjustmentKey } from '../ledger'
import { adminKeys } from '../queries'
import { Loading } from './bits'

/** The admin company page's money: the balance, every movement, and a credit or refund with a reason. */
export function CompanyLedger({ companyId }: { companyId: number }) {
  const { t } = useTranslation('topup')
  const ledger = useQuery(adminLedgerQuery(companyId))
  return (
    <Section id="ledger-heading" title={t('admin::title')}>
      {ledger.isPending ? (
        <Loading />
      ) : ledger.isError ? (
        <LoadFailed error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <p className="m-0">
            {t('admin::balance')}:{' '}
            <strong className="text-xl">
              <Money ore={ledger.data.closingBalanceOre} />
            </strong>
          </p>
          {ledger.data.entries.length === 0 ? (
            <p className="m-0 text-ink-500">{t('admin::empty')}</p>
          ) : (
            <LedgerTable entries={ledger.data.entries} caption={t('admin::caption')} />
          )}
          <AdjustForm companyId={companyId} />
        </div>
      )}
    </Section>
  )
}

interface Values {
  kind: string
  amountOre: number | undefined
  reason: string
}

function AdjustForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['topup', 'money'])
  const queryClient = useQueryClient()
  const [key, setKey] = useState(newAdjustmentKey)
  const form = useForm({
    initial: { kind: 'credit', amountOre: undefined, reason: '' } as Values,
    schema: AdminAdjustment,
    input: (values: Values) => ({ ...values, idempotencyKey: key }),
    submit: async (body) => {
      const ledger = await adjustBalance(companyId, body)
      queryClient.setQueryData(adminLedgerKey(companyId), ledger)
      notify({ type: 'success', note: t('admin::done', { amount: formatMoney(body.amountOre) }) })
      form.reset()
      form.set('amountOre', undefined)
      form.set('reason', '')
      setKey(newAdjustmentKey())
      // The audit trail on the same page has a new entry.
      await queryClient.invalidateQueries({ queryKey: adminKeys.company(companyId) })
    },
  })
  return (
    <Form
      form={form}
      className="flex flex-col gap-4 border-t border-gray-200 pt-4"
      aria-labelledby="adjust-heading"
    >
      <h3 id="adjust-heading" className="m-0 text-base font-bold">
        {t('admin::form')}
      </h3>
      <FormSummary />
      <RadioGroupField
        name="kind"
        label={t('admin::kind')}
        isRequired
        options={[
          { id: 'credit', label: t('admin::credit'), hint: t('admin::creditHint') },
          { id: 'refund', label: t('admin::refund'), hint: t('admin::refundHint') },
        ]}
      />
      <MoneyField name="amountOre" label={t('admin::amount')} isRequired minValue={1} />
      <TextAreaField
        name="reason"
        label={t('admin::reason')}
        description={t('admin::reasonHint')}
        isRequired
        rows={3}
        maxLength={500}
      />
      <SubmitButton
        label={t('admin::submit')}
        pendingLabel={t('admin::pending')}
        className="btn-primary h-11 self-start px-5 text-base"
      />
    </Form>
  )
}
