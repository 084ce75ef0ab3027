import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { JobSms, type PlannableJob } from '../../../../domain/schemas/calendar'
import { DateTimeField } from '../../../components/form/DateField'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { useForm } from '../../../components/form/use-form'
import { useSendJobSms } from '../mutations'

interface Dates {
  startDate: number | undefined
  endDate: number | undefined
}

/**
 * send_sms_button on a job I was hired on: expected start and end, both required (the spec's sentence
 * otherwise). A new start moves the end to the same moment and makes it the end's minimum; after a
 * successful send the button stays disabled.
 */
export function SendSmsForm({ job }: { job: Pick<PlannableJob, 'contactId' | 'title'> }) {
  const { t } = useTranslation('calendar')
  const send = useSendJobSms(job.contactId)
  const [sent, setSent] = useState(false)
  const form = useForm({
    initial: (): Dates => ({ startDate: undefined, endDate: undefined }),
    schema: JobSms,
    invalidMessage: () => t('errors::datesRequired'),
    submit: async (dates) => {
      await send(dates)
      setSent(true)
    },
  })
  const start = form.values.startDate
  const lastStart = useRef(start)
  useEffect(() => {
    if (start === lastStart.current) return
    lastStart.current = start
    form.set('endDate', start)
  }, [start, form.set])

  return (
    <Form form={form} className="flex flex-col gap-3" aria-label={t('sms::formLabel', { job: job.title })}>
      <FormSummary />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateTimeField name="startDate" label={t('sms::start')} isRequired isDisabled={sent} />
        <DateTimeField name="endDate" label={t('sms::end')} isRequired isDisabled={sent} minSeconds={start} />
      </div>
      {sent ? (
        <p role="status" className="m-0 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {t('sms::sent')}
        </p>
      ) : null}
      <SubmitButton
        label={t('sms::send')}
        pendingLabel={t('sms::sending')}
        isDisabled={sent}
        className="btn-primary h-11 self-start px-4 text-base"
      />
    </Form>
  )
}
