import { hashToken } from '../../lib/tokens'

/** SMS codes one reset can be tried with; then it is void (its link too). */
export const maxCodeAttempts = 5

/** A code is only 6 digits: its hash is salted with its reset, so one table of all codes opens nothing. */
export const resetCodeHash = (resetId: string, code: string) => hashToken(`${resetId}:${code}`)
