import type { Locale } from '../../../domain/i18n'
import { translate } from '../../lib/i18n'

export interface AnsweredQuestion {
  kind: string
  options: readonly { value: string; da: string; en: string }[]
  unit: string | null
}

/**
 * One stored answer of a job as a person reads it, in their language: an option's label, a ticked lone
 * checkbox as 'Ja' (createjob stores it as 'yes'), a number with its unit, text as it was typed. The
 * company's job cards and the customer's own job read answers through this one place.
 */
export function answerText(question: AnsweredQuestion, value: string, locale: Locale): string {
  const option = question.options.find((o) => o.value === value)
  if (option) return locale === 'en' ? option.en : option.da
  if (question.kind === 'checkbox' && value === 'yes') return translate(locale, 'jobs:::answer::yes')
  if (question.kind === 'number' && question.unit) return `${value} ${question.unit}`
  return value
}

/** A question's options as a raw SQL read stores them (JSON text), or none when empty or unreadable. */
export function parseOptions(raw: string | null): { value: string; da: string; en: string }[] {
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? (parsed as { value: string; da: string; en: string }[]) : []
  } catch {
    return []
  }
}
