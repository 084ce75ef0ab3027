import { queryOptions } from '@tanstack/react-query'
import { companyInfoApi } from './api'

/** Query keys of the company settings page; log-out clears the whole cache. */
export const companyInfoKeys = {
  info: ['company-info'] as const,
  hours: ['company-info', 'opening-hours'] as const,
  widget: ['company-info', 'widget'] as const,
}

export const companyInfoQuery = () =>
  queryOptions({
    queryKey: companyInfoKeys.info,
    queryFn: ({ signal }) => companyInfoApi.get(signal),
  })
export const openingHoursQuery = () =>
  queryOptions({
    queryKey: companyInfoKeys.hours,
    queryFn: ({ signal }) => companyInfoApi.openingHours(signal),
  })
export const widgetQuery = () =>
  queryOptions({
    queryKey: companyInfoKeys.widget,
    queryFn: ({ signal }) => companyInfoApi.widget(signal),
  })
