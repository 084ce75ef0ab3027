import { users } from '../db/schema'

/** The columns of domain's UserFields (id, name, e-mail, phone, role), for a select that answers them. */
export const userFieldColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
}
