import { invitationsApi } from '../../../domain/contract/invitations'
import { api } from '../../test/client'

/** The customer (`cookie`) invites a company to their job through the API: its mail and notification go out. */
export const invite = (jobId: number, companyId: number, cookie?: string) =>
  api(invitationsApi.invite, { params: { jobId }, body: { companyId }, cookie })
