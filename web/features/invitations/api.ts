import { invitationsApi as contract } from '../../../domain/contract/invitations'
import type { ComplaintRequest } from '../../../domain/schemas/invitations'
import { call } from '../../lib/api'

/** Every call of inviting, complaining and call-back requests (contract: `domain/contract/invitations.ts`). */
export const invitationsApi = {
  candidates: (jobId: number, signal?: AbortSignal) =>
    call(contract.candidates, { params: { jobId: String(jobId) }, signal }),
  invite: (jobId: number, companyId: number) =>
    call(contract.invite, { params: { jobId: String(jobId) }, body: { companyId } }),
  inviteByEmail: (jobId: number, email: string) =>
    call(contract.inviteByEmail, { params: { jobId: String(jobId) }, body: { email } }),
  complaint: (body: ComplaintRequest) => call(contract.complaint, { body }),
  requestCallback: (contactId: number) =>
    call(contract.requestCallback, { params: { contactId: String(contactId) } }),
}
