import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/company/info`: the English alias of `/firma/oplysninger` (spec). */
export const Route = createFileRoute('/company/info')({
  beforeLoad: () => {
    throw redirect({ to: '/firma/oplysninger', replace: true })
  },
})
