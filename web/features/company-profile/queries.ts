import { queryOptions } from '@tanstack/react-query'
import { companyInfoApi } from '../../../domain/contract/company-profile'
import { call } from '../../lib/api'

/** Query keys of the company settings page; log-out clears the whole cache. */
export const companyInfoKeys = {
  info: ['company-info'] as const,
  hours: ['company-info', 'opening-hours'] as const,
  widget: ['company-info', 'widget'] as const,
}

export const companyInfoQuery = () =>
  queryOptions({
    queryKey: companyInfoKeys.info,
    queryFn: ({ signal }) => call(companyInfoApi.get, { signal }),
  })
export const openingHoursQuery = () =>
  queryOptions({
    queryKey: companyInfoKeys.hours,
    queryFn: ({ signal }) => call(companyInfoApi.openingHours, { signal }),
  })
export const widgetQuery = () =>
  queryOptions({
    queryKey: companyInfoKeys.widget,
    queryFn: ({ signal }) => call(companyInfoApi.widget, { signal }),
  })
