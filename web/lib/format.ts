import { formatOre } from '../../domain/rules/money'
import { formatDanishPhone } from '../../domain/rules/phone'

/**
 * How the web shows dates, times, money and phone numbers (DESIGN.md: Danish formats, 24-hour time,
 * Europe/Copenhagen whatever the visitor's own time zone). One module, so every screen says it alike.
 */
export { clockTime, formatDate, formatDateTime, formatTime } from '../../domain/rules/copenhagen-time'

/** Whole øre → `1.234,50 kr.` */
export const formatMoney = formatOre

/** A stored phone number → `40 50 60 70` (other spellings shown as stored). */
export const formatPhone = formatDanishPhone
