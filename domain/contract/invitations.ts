/** Inviting companies, complaints and call-back requests. */
export const invitationsApi = {}
