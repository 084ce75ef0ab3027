import type { Locale } from '../../../domain/i18n'
import { answerKey } from '../../../domain/schemas/jobs'
import type { AgentForm } from '../../../domain/schemas/search-agents'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { searchableValues, valueLabel } from './agent-criteria'
import { categoryOf } from './category-of'

/** The category's questions an agent can ask for, options in the reader's language (a lone checkbox: 'yes', read 'Ja'). */
export async function agentForm(db: Database, categoryId: number, locale: Locale): Promise<AgentForm> {
  const category = await categoryOf(db, categoryId, locale)
  if (!category) throw notFound()
  const questions = category.attributes.flatMap((attribute) => {
    const values = searchableValues(attribute)
    if (values.length === 0) return []
    return [
      {
        key: answerKey(attribute.id),
        label: attribute.label,
        options: values.map((value) => ({ value, label: valueLabel(attribute, value, locale) })),
      },
    ]
  })
  return { questions }
}
