import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { JobSms, type PlannableJob } from '../../../../domain/schemas/calendar'
import { DateTimeField } from '../../../components/form/DateField'
import { Form, FormSummary, SubmitButton } from '../../../components/form/Form'
import { useForm } from '../../../components/form/use-form'
import { formatDate, formatTime } from '../../../lib/format'
import { useSendJobSms } from '../mutations'
import { calendarQuery } from '../queries'

interface Dates {
  startDate: number | undefined
  endDate: number | undefined
}

interface Sent {
  startDate: number
  endDate: number
  sentAt: number
}

/**
 * send_sms_button on a job I was hired on: expected start and end, both required (the spec's sentence
 * otherwise), the end after the start. A new start moves the end to the same moment and makes it the
 * end's minimum, so the end must be moved on before the SMS goes. The SMS goes
 * once: afterwards (also after a reload, read from the calendar) the form shows the dates sent and when,
 * disabled; only "Ændr datoerne" opens it again, to send changed dates on purpose.
 */
export function SendSmsForm({ job }: { job: Pick<PlannableJob, 'contactId' | 'title'> }) {
  const { t } = useTranslation('calendar')
  const calendar = useQuery(calendarQuery())
  const [editing, setEditing] = useState(false)
  // Set by a send or a dropped change: the locked form that follows focuses its "Ændr datoerne".
  const refocus = useRef(false)
  // The date fields are a long render on a phone: when the calendar arrives (an update React would
  // render at once, in one task), they render in an interruptible pass after it, a won tab's forms
  // one by one rather than all in one long task.
  const pending = useDeferredValue(calendar.isPending)
  if (pending) return <div className="h-40" aria-busy="true" />
  const hired = calendar.data?.hired.find((h) => h.contactId === job.contactId)
  const sent: Sent | null =
    hired && hired.smsSentAt !== null && hired.smsStartDate !== null && hired.smsEndDate !== null
      ? { startDate: hired.smsStartDate, endDate: hired.smsEndDate, sentAt: hired.smsSentAt }
      : null
  return (
    <SmsDatesForm
      // A new send (or a change begun or dropped) starts the form again from the dates sent.
      key={`${sent?.sentAt ?? 'none'}-${editing}`}
      job={job}
      sent={sent}
      editing={editing}
      onEditing={setEditing}
      refocus={refocus}
      label={t('sms::formLabel', { job: job.title })}
    />
  )
}

function SmsDatesForm({
  job,
  sent,
  editing,
  onEditing,
  refocus,
  label,
}: {
  job: Pick<PlannableJob, 'contactId' | 'title'>
  sent: Sent | null
  editing: boolean
  onEditing: (editing: boolean) => void
  refocus: { current: boolean }
  label: string
}) {
  const { t } = useTranslation('calendar')
  const send = useSendJobSms(job.contactId)
  const locked = sent !== null && !editing
  const changeButton = useRef<HTMLButtonElement>(null)
  const form = useForm({
    initial: (): Dates => ({ startDate: sent?.startDate, endDate: sent?.endDate }),
    schema: JobSms,
    // Both dates given: what is wrong is their order, said once, under the end (the summary, as every
    // kit form's, only asks to check the marked field); else the spec's sentence.
    invalidMessage: (_, values) =>
      values.startDate !== undefined && values.endDate !== undefined
        ? t('common:::form::fixFields')
        : t('errors::datesRequired'),
    // The spec's sentence says it once, in the summary; a field that lacks its date says just that.
    onFailure: (failure) => ({
      ...failure,
      fields: Object.fromEntries(
        Object.entries(failure.fields).map(([field, error]) => [
          field,
          error === t('errors::datesRequired') ? t('errors::pickMoment') : error,
        ]),
      ),
    }),
    submit: async (dates) => {
      // Before the send: the calendar's refetch inside it already shows the locked form.
      refocus.current = true
      try {
        await send(dates)
      } catch (error) {
        refocus.current = false
        throw error
      }
      onEditing(false)
    },
  })
  const start = form.values.startDate
  const lastStart = useRef(start)
  useEffect(() => {
    if (start === lastStart.current) return
    lastStart.current = start
    form.set('endDate', start)
  }, [start, form.set])
  // After a send or a dropped change the form is locked again: focus its one live control.
  useEffect(() => {
    if (!locked || !refocus.current) return
    refocus.current = false
    changeButton.current?.focus()
  }, [locked, refocus])

  return (
    <Form form={form} className="flex flex-col gap-3" aria-label={label}>
      <FormSummary />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateTimeField name="startDate" label={t('sms::start')} isRequired isDisabled={locked} />
        <DateTimeField
          name="endDate"
          label={t('sms::end')}
          isRequired
          isDisabled={locked}
          minSeconds={start}
        />
      </div>
      {sent !== null ? (
        <p role="status" className="m-0 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {t('sms::sentOn', { date: formatDate(sent.sentAt), time: formatTime(sent.sentAt) })}
        </p>
      ) : null}
      {locked ? (
        <Button
          ref={changeButton}
          onPress={() => onEditing(true)}
          className="btn-secondary h-11 self-start px-4 text-base"
        >
          {t('sms::change')}
        </Button>
      ) : (
        <div className="flex flex-wrap gap-2">
          <SubmitButton
            label={sent === null ? t('sms::send') : t('sms::sendChanged')}
            pendingLabel={t('sms::sending')}
            className="btn-primary h-11 px-4 text-base"
          />
          {sent !== null ? (
            <Button
              onPress={() => {
                refocus.current = true
                onEditing(false)
              }}
              className="btn-secondary h-11 px-4 text-base"
            >
              {t('sms::keep')}
            </Button>
          ) : null}
        </div>
      )}
    </Form>
  )
}
