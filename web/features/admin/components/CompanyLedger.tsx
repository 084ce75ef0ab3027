import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type * as v from 'valibot'
import { AdminAdjustment } from '../../../../domain/schemas/money'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { MoneyField } from '../../../components/form/NumberField'
import { RadioGroupField } from '../../../components/form/RadioGroupField'
import { TextAreaField } from '../../../components/form/TextAreaField'
import { useForm } from '../../../components/form/use-form'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { LedgerTable } from '../../../components/ui/LedgerTable'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { Money } from '../../../components/ui/Money'
import { Section } from '../../../components/ui/Section'
import { notify, notifyFailure } from '../../../components/ui/toast/toast-queue'
import { formatMoney } from '../../../lib/format'
import { adjustBalance, adminLedgerKey, adminLedgerQuery, newAdjustmentKey } from '../ledger'
import { adminCompanyQuery, adminKeys } from '../queries'
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

/**
 * A credit or refund, asked once more before it is booked: the money lands on the company's balance at
 * once, and nothing here takes it back (a mistyped 15000 for 150 would stay).
 */
function AdjustForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['topup', 'money'])
  const queryClient = useQueryClient()
  const company = useQuery(adminCompanyQuery(companyId)).data?.company.name
  const [key, setKey] = useState(newAdjustmentKey)
  // The checked form, waiting for the administrator's yes.
  const [asked, setAsked] = useState<v.InferOutput<typeof AdminAdjustment> | null>(null)
  const form = useForm({
    initial: { kind: 'credit', amountOre: undefined, reason: '' } as Values,
    schema: AdminAdjustment,
    input: (values: Values) => ({ ...values, idempotencyKey: key }),
    submit: async (body) => {
      setAsked(body)
    },
  })
  const book = useMutation({
    mutationFn: (body: AdminAdjustment) => adjustBalance(companyId, body),
    onSuccess: async (ledger, body) => {
      setAsked(null)
      queryClient.setQueryData(adminLedgerKey(companyId), ledger)
      notify({ type: 'success', note: t('admin::done', { amount: formatMoney(body.amountOre) }) })
      form.reset()
      form.set('amountOre', undefined)
      form.set('reason', '')
      setKey(newAdjustmentKey())
      // The audit trail on the same page has a new entry.
      await queryClient.invalidateQueries({ queryKey: adminKeys.company(companyId) })
    },
    // The same key on a retry: booked once, however often it is sent.
    onError: (error) => {
      setAsked(null)
      notifyFailure(error)
    },
  })
  return (
    <>
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
      {asked ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setAsked(null)
          }}
          title={t(asked.kind === 'credit' ? 'admin::confirmCredit' : 'admin::confirmRefund', {
            amount: formatMoney(asked.amountOre),
            company: company ?? t('admin::theCompany'),
          })}
          body={t('admin::confirmBody', { reason: asked.reason })}
          cancel={t('admin::cancel')}
          confirm={t('admin::confirm', { amount: formatMoney(asked.amountOre) })}
          working={t('admin::pending')}
          pending={book.isPending}
          onConfirm={() => book.mutate(asked)}
        />
      ) : null}
    </>
  )
}
