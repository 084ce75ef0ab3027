/** The company's open jobs and its offers. */
export const companyJobsApi = {}
