import * as v from 'valibot'
import type { Role } from '../../../domain/schemas/auth'
import type { CategoryDetail } from '../../../domain/schemas/catalog'
import {
  answersSchema,
  CarModelText,
  JobContact,
  JobDetails,
  type JobTiming,
  type PostJobRequest,
} from '../../../domain/schemas/jobs'
import { ApiFailure } from '../../lib/api'

/** The create-job form's steps after the category: its questions, the job itself, who posts it. */
export type CreateJobStep = 'questions' | 'details' | 'contact'

export interface CreateJobValues {
  answers: Record<string, unknown>
  carModel: string
  title: string
  description: string
  zip: string
  timing: JobTiming | null
  timingDate: string
  contact: { name: string; email: string; phone: string }
}

/**
 * The job's first title from what the visitor searched for: as a Dane writes a heading, with a capital
 * first letter (a search for »maler« gave the title »maler«, which the companies read in their list).
 */
export function firstTitle(word: string): string {
  const trimmed = word.trim()
  return trimmed.charAt(0).toLocaleUpperCase('da') + trimmed.slice(1)
}

export function emptyValues(title = ''): CreateJobValues {
  return {
    answers: {},
    carModel: '',
    title: firstTitle(title),
    description: '',
    zip: '',
    timing: null,
    timingDate: '',
    contact: { name: '', email: '', phone: '' },
  }
}

/** A category without questions skips that step; a logged-in poster is not asked who they are. */
export function stepsOf(category: CategoryDetail, role: Role | null): CreateJobStep[] {
  const asks = category.attributes.length > 0 || category.needsCarModel
  return [...(asks ? (['questions'] as const) : []), 'details', ...(role ? [] : (['contact'] as const))]
}

/**
 * Whether a step has a field that must be filled (marked `*`): the job and the contact always do; the
 * questions only when the car or one of the category's questions is required. 'Felter med * skal
 * udfyldes.' stands only under a step that has such a field.
 */
export function stepHasRequired(step: CreateJobStep, category: CategoryDetail): boolean {
  if (step !== 'questions') return true
  return category.needsCarModel || category.attributes.some((attribute) => attribute.required)
}

/** The step that shows a field, so a server error on it can be shown where the person can fix it. */
export function stepOfField(path: string): CreateJobStep {
  if (path.startsWith('answers') || path === 'carModel') return 'questions'
  if (path.startsWith('contact')) return 'contact'
  return 'details'
}

/** What one step checks before the form moves on: the shared schemas of `domain/schemas/jobs.ts`. */
export function stepSchema(step: CreateJobStep, category: CategoryDetail) {
  switch (step) {
    case 'questions':
      return v.object({
        answers: answersSchema(category.attributes),
        carModel: category.needsCarModel ? CarModelText : v.optional(v.string()),
      })
    case 'details':
      return JobDetails
    case 'contact':
      return v.object({ contact: JobContact })
  }
}

/** The step's input built from all values (a step's schema sees only its own fields). */
export function stepInput(step: CreateJobStep, values: CreateJobValues): unknown {
  switch (step) {
    case 'questions':
      return { answers: values.answers, carModel: values.carModel }
    case 'details':
      return {
        title: values.title,
        description: values.description,
        zip: values.zip,
        timing: values.timing ?? undefined,
        timingDate: values.timing === 'date' ? values.timingDate : '',
      }
    case 'contact':
      return { contact: values.contact }
  }
}

/** The API's body: only what this category asks, the contact only from a logged-out poster. */
export function requestOf(
  category: CategoryDetail,
  values: CreateJobValues,
  options: { loggedIn: boolean; sendCompany?: string },
): PostJobRequest {
  const keys = new Set(category.attributes.map((a) => `a${a.id}`))
  const answers = Object.fromEntries(
    Object.entries(values.answers).filter(([key, value]) => keys.has(key) && value !== undefined),
  ) as PostJobRequest['answers']
  return {
    categoryId: category.id,
    answers,
    ...(category.needsCarModel ? { carModel: values.carModel } : {}),
    title: values.title,
    description: values.description,
    zip: values.zip,
    timing: values.timing ?? ('' as JobTiming),
    ...(values.timing === 'date' ? { timingDate: values.timingDate } : {}),
    ...(options.loggedIn ? {} : { contact: values.contact }),
    ...(options.sendCompany ? { sendCompany: options.sendCompany } : {}),
  }
}

/**
 * Posts the job. A `sendcompany` the server does not know (a stale link: the company left or was blocked)
 * is refused before anything is written (404 `company_not_found`); the job is then posted again without
 * it, so the person does not lose their job over a company that is gone. `companyDropped` says so.
 */
export async function postDespiteUnknownCompany<R>(
  body: PostJobRequest,
  post: (body: PostJobRequest) => Promise<R>,
): Promise<{ value: R; companyDropped: boolean }> {
  try {
    return { value: await post(body), companyDropped: false }
  } catch (error) {
    if (!(body.sendCompany && error instanceof ApiFailure && error.code === 'company_not_found')) throw error
    const { sendCompany: _gone, ...without } = body
    return { value: await post(without), companyDropped: true }
  }
}

/** What is typed survives back, forward and a reload: per category, for this tab only. */
export const draftKey = (slug: string) => `createjob:${slug}`

export interface Draft {
  step: number
  values: CreateJobValues
}

export function readDraft(storage: Pick<Storage, 'getItem'> | undefined, slug: string): Draft | null {
  try {
    const text = storage?.getItem(draftKey(slug))
    if (!text) return null
    const draft = JSON.parse(text) as Partial<Draft>
    if (typeof draft !== 'object' || draft === null || typeof draft.values !== 'object') return null
    return {
      step: typeof draft.step === 'number' && draft.step >= 0 ? Math.floor(draft.step) : 0,
      values: {
        ...emptyValues(),
        ...draft.values,
        contact: { ...emptyValues().contact, ...draft.values?.contact },
      },
    }
  } catch {
    // Private mode or a draft from an older form: start afresh.
    return null
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem'> | undefined, slug: string, draft: Draft) {
  try {
    storage?.setItem(draftKey(slug), JSON.stringify(draft))
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> | undefined, slug: string) {
  try {
    storage?.removeItem(draftKey(slug))
  } catch {
    // Nothing to keep.
  }
}
