import { useQueryClient } from '@tanstack/react-query'
import { calendarApi } from '../../../domain/contract/calendar'
import type { JobSms } from '../../../domain/schemas/calendar'
import { call } from '../../lib/api'
import { calendarKeys } from './queries'

/** Sends the SMS with the job's dates; the calendar is refetched so the new event shows at once. */
export function useSendJobSms(contactId: number) {
  const queryClient = useQueryClient()
  return async (dates: JobSms) => {
    const sent = await call(calendarApi.sendSms, { params: { contactId: String(contactId) }, body: dates })
    await queryClient.invalidateQueries({ queryKey: calendarKeys.all })
    return sent
  }
}
