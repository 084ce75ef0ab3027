import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DateField } from '../../../components/form/DateField'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { useForm } from '../../../components/form/use-form'
import { PeriodForm, periodInput } from '../period-search'
import type { Period } from '../queries'

/** From and to dates (both optional): the list and the CSV link follow the address. */
export function PeriodFilter({ period }: { period: Period }) {
  const { t } = useTranslation('transactions')
  const navigate = useNavigate()
  const form = useForm({
    initial: { from: period.from ?? '', to: period.to ?? '' },
    schema: PeriodForm,
    input: periodInput,
    submit: (chosen) => navigate({ to: '/bruger/account-transactions', search: chosen }),
  })
  const filtered = Boolean(period.from || period.to)
  return (
    <Form
      form={form}
      aria-label={t('filter::label')}
      className="flex flex-col gap-3 rounded-xl border border-solid border-gray-200 bg-white p-4 print:hidden"
    >
      <FormSummary />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <DateField name="from" label={t('filter::from')} />
        <DateField name="to" label={t('filter::to')} />
        <div className="flex flex-wrap items-center gap-3 sm:pt-6">
          <SubmitButton
            label={t('filter::apply')}
            pendingLabel={t('filter::applying')}
            className="btn-primary h-11 px-5 text-base"
          />
          {filtered ? (
            <Link to="/bruger/account-transactions" search={{}} className="font-medium">
              {t('filter::clear')}
            </Link>
          ) : null}
        </div>
      </div>
    </Form>
  )
}
