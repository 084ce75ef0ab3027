import { createFileRoute, redirect } from '@tanstack/react-router'
import { companyJobsSearch } from '../../features/company/search-params'

/** `/company/jobs`: the English alias of `/firma/opgaver` (spec), with the same query. */
export const Route = createFileRoute('/company/jobs')({
  validateSearch: companyJobsSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/firma/opgaver', search, replace: true })
  },
})
