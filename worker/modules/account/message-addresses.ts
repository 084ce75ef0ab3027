import type { companies, users } from '../../db/schema'

/** Where messages to this person go: their e-mail and phone, and those of the company they own. */
export function messageAddresses(
  user: Pick<typeof users.$inferSelect, 'email' | 'phone'>,
  company: Pick<typeof companies.$inferSelect, 'email' | 'phone' | 'mobile'> | null,
): string[] {
  const all = [user.email, user.phone, company?.email, company?.phone, company?.mobile]
  return [...new Set(all.filter((a): a is string => Boolean(a)))]
}
