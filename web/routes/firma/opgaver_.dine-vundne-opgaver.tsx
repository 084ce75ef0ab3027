import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/firma/opgaver/dine-vundne-opgaver` (spec): the won jobs are the jobs page's `#tab=vundne`. */
export const Route = createFileRoute('/firma/opgaver_/dine-vundne-opgaver')({
  beforeLoad: () => {
    throw redirect({ to: '/firma/opgaver', hash: 'tab=vundne', replace: true })
  },
})
