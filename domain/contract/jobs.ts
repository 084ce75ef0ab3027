/** Posting a job (createjob). */
export const postJobApi = {}
