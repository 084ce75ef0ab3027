import * as v from 'valibot'
import { Cvr, CvrLookup } from '../schemas/auth'
import { endpoint } from './endpoint'

export const cvrApi = {
  lookup: endpoint({
    method: 'GET',
    path: '/cvr/:cvr',
    tag: 'auth',
    summary: 'CVR look-up for the sign-up form: name, address, zip and city from the register',
    description:
      '422 for a number that fails modulus 11, 409 when the CVR already owns a company here, 404 when the register has no such company, 503 when the register is not answering.',
    params: v.object({ cvr: Cvr }),
    response: CvrLookup,
    errors: [404, 409, 422, 429, 503],
  }),
}
