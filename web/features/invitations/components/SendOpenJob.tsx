import { Suspense } from 'react'
import { lazyComponent } from '../../../lib/lazy-component'
import { AfterHydration } from '../../../lib/render-time'
import { useMe } from '../../../lib/session'
import type { ProfileCompany } from './OpenJobInvite'

// The button, its dialog and their texts come only to a logged-in customer, after the page is hydrated:
// a visitor's profile (server-rendered, edge-cached, measured) loads none of it.
const OpenJobInvite = lazyComponent(() => import('./OpenJobInvite').then((m) => m.OpenJobInvite))

/**
 * The 'open job' modal's way in on a company's profile (spec §2, modalopenjob): a customer sends this
 * company one of the jobs she has already posted. Nothing for a visitor or a company.
 */
export function SendOpenJob({ company }: { company: ProfileCompany }) {
  return (
    <AfterHydration>
      <ForCustomer company={company} />
    </AfterHydration>
  )
}

function ForCustomer({ company }: { company: ProfileCompany }) {
  const { me } = useMe()
  if (me?.role !== 'customer') return null
  return (
    <Suspense fallback={null}>
      <OpenJobInvite company={company} />
    </Suspense>
  )
}
