import {
  CompanyJob,
  CompanyJobFilters,
  CompanyJobsPage,
  CompanyJobsQuery,
  JobIdParam,
  OfferRequest,
  OfferResult,
  SavedJobFilter,
  SavedJobFilterResponse,
} from '../schemas/company-jobs'
import { endpoint } from './endpoint'

const privacy =
  "The customer's name, e-mail and phone are null until the company is hired; after a call-back request the phone alone is shown to that company."

/** The company's open jobs and its offers (spec `findopgaver`, `modal_discription_job`, `modal_bid`). */
export const companyJobsApi = {
  list: endpoint({
    method: 'GET',
    path: '/company/jobs',
    tag: 'company-jobs',
    summary:
      "The company's jobs, 20 a page: tab `open` (open jobs in its categories and jobs it is invited to) or `won` (jobs it was hired on)",
    description: `Filter by categories of the company's (each with its subcategories) and regions, each a list (the key repeated or comma-separated; one value is a list of one), free text \`q\` (every word a prefix of a word in the title, description, city or category name; SQLite FTS5) and one answer \`attribute\` (\`attributeId:value\`). \`sort\` is \`newest\` or \`distance\` (nearest the company's postcode, then newest). Jobs the company hid are left out unless \`hidden=show\` (then listed with \`hidden: true\`). \`cursor\` is the previous page's \`nextCursor\`: keyset, so jobs posted meanwhile never shift a page. ${privacy}`,
    query: CompanyJobsQuery,
    response: CompanyJobsPage,
    auth: 'company',
    errors: [401, 403, 422],
  }),
  filters: endpoint({
    method: 'GET',
    path: '/company/jobs/filters',
    tag: 'company-jobs',
    summary:
      "The open-jobs filter's choices: the company's categories with their subcategories, their questions with options, the regions",
    response: CompanyJobFilters,
    auth: 'company',
    errors: [401, 403],
  }),
  savedFilter: endpoint({
    method: 'GET',
    path: '/company/jobs/saved-filter',
    tag: 'company-jobs',
    summary:
      'The remembered filter ("husk mine filtre"), or null: the list then shows all the company\'s categories',
    response: SavedJobFilterResponse,
    auth: 'company',
    errors: [401, 403],
  }),
  saveFilter: endpoint({
    method: 'PUT',
    path: '/company/jobs/saved-filter',
    tag: 'company-jobs',
    summary: 'Remember the filter on the server, so it follows the company to every device',
    body: SavedJobFilter,
    response: SavedJobFilterResponse,
    auth: 'company',
    errors: [401, 403, 422],
  }),
  forgetFilter: endpoint({
    method: 'DELETE',
    path: '/company/jobs/saved-filter',
    tag: 'company-jobs',
    summary: 'Forget the remembered filter',
    response: null,
    auth: 'company',
    errors: [401, 403],
  }),
  job: endpoint({
    method: 'GET',
    path: '/company/jobs/:jobId',
    tag: 'company-jobs',
    summary: "One job's description, with the company's own offer on it",
    description: `404 unless the job is open in the company's categories or the company has a contact on it. ${privacy}`,
    params: JobIdParam,
    response: CompanyJob,
    auth: 'company',
    errors: [401, 403, 404],
  }),
  offer: endpoint({
    method: 'POST',
    path: '/company/jobs/:jobId/offer',
    tag: 'company-jobs',
    summary: 'Send an offer, or replace the live one (one live offer per company per job)',
    description:
      'The first offer makes the contact; an offer after an invitation, a withdrawal or a lapse sends it again; an offer on a live one replaces it and restarts its 20 working days. 404 on a job the company may not see, 409 `job_not_open` when the job takes no offers, 409 `transition_refused` when the contact is declined or hired, 429 `offer_quota` when a first offer exceeds the offers the plan allows this month in the category. The customer is e-mailed about a new offer.',
    params: JobIdParam,
    body: OfferRequest,
    response: OfferResult,
    auth: 'company',
    errors: [401, 403, 404, 409, 422, 429],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/company/jobs/:jobId/withdraw',
    tag: 'company-jobs',
    summary: 'Withdraw the live offer (or turn down the invitation)',
    description: '404 without a contact on the job; 409 when there is nothing live to withdraw.',
    params: JobIdParam,
    response: OfferResult,
    auth: 'company',
    errors: [401, 403, 404, 409],
  }),
}
