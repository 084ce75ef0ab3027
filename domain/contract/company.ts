import { CompanyStart } from '../schemas/company'
import { endpoint } from './endpoint'

export const companyApi = {
  start: endpoint({
    method: 'GET',
    path: '/company/start',
    tag: 'company',
    summary: "The company's start page: its categories and the open jobs in each",
    auth: 'company',
    response: CompanyStart,
    errors: [401, 403],
  }),
}
