/** The customer's own jobs, offers and hiring. */
export const customerJobsApi = {}
