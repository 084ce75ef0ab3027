import * as v from 'valibot'
import { jobLifecycle } from '../lifecycle/job'
import { email, phone, zip } from './auth'
import type { CategoryAttribute } from './catalog'
import { BodyId } from './params'
import { cleanLine, isBlank, personName, plainText } from './text'

/**
 * Posting a job (createjob). The same schemas check each step of the web's form and the API's body;
 * the category's own questions are checked by `answersSchema(attributes)`, built from the category the
 * server (and the page) loaded, so an unknown option or a missing required answer is refused by both.
 */

/** A job's status, as the job lifecycle names them. */
export const JobStatus = v.picklist(jobLifecycle.states)

/** When the customer wants the job done (jobs.timing). */
export const jobTimings = ['asap', 'within_month', 'flexible', 'date'] as const
export type JobTiming = (typeof jobTimings)[number]

export const jobTitleMax = 120
export const jobDescriptionMax = 4000
/** A chosen date lies from today up to this many days ahead. */
export const jobDateMaxDaysAhead = 730
export const attributeTextMax = 200
export const attributeNumberMax = 10_000_000

/** The form's key of one question: `a12` (a bare number would read as an array index in a path). */
export const answerKey = (attributeId: number) => `a${attributeId}`

const errors = 'createjob:::errors::'

/** Several lines (a job's description): controls but the line break dropped, trimmed, not blank. */
const multiLine = (max: number, requiredKey: string) =>
  v.pipe(
    v.string(requiredKey),
    v.transform((text) =>
      text
        .replace(/\r\n?/g, '\n')
        .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, (c) => (c === '\n' ? c : ''))
        .trim(),
    ),
    v.check((text) => !isBlank(text), requiredKey),
    v.maxLength(max, 'common:::errors::tooLong'),
  )

/** The answer to one question, by its kind. */
function answerSchema(attribute: CategoryAttribute) {
  const required = `${errors}answerRequired`
  const optionValues = attribute.options.map((o) => o.value)
  const anOption = v.picklist(optionValues.length ? optionValues : [''], `${errors}answerUnknown`)
  switch (attribute.kind) {
    case 'checkbox':
      // Grouped checkboxes hold the ticked values; a lone checkbox is ticked or not.
      return optionValues.length
        ? v.pipe(
            v.array(anOption, `${errors}answerUnknown`),
            v.maxLength(optionValues.length, `${errors}answerUnknown`),
            v.check((values) => !attribute.required || values.length > 0, `${errors}answerChoose`),
          )
        : v.pipe(
            v.boolean(`${errors}answerUnknown`),
            v.check((ticked) => !attribute.required || ticked, `${errors}answerTick`),
          )
    case 'select':
      return v.pipe(v.string(`${errors}answerChoose`), v.nonEmpty(`${errors}answerChoose`), anOption)
    case 'number':
      return v.pipe(
        v.number(required),
        v.integer(`${errors}answerWholeNumber`),
        v.minValue(0, `${errors}answerNegative`),
        v.maxValue(attributeNumberMax, `${errors}answerTooLarge`),
      )
    case 'text':
      return plainText(attributeTextMax, required)
  }
}

/** Empty answers the person left out: no key, null, '' or []. A lone unticked checkbox is `false`. */
const isEmptyAnswer = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * The category's questions: every key `a{id}` of one of its attributes, answered as its kind allows;
 * a required one must be answered. A key of no question of this category is refused.
 */
export function answersSchema(attributes: readonly CategoryAttribute[]) {
  const entries = attributes.map((attribute) => {
    const schema = answerSchema(attribute)
    return [
      answerKey(attribute.id),
      attribute.required
        ? v.pipe(
            v.unknown(),
            v.check((value) => !isEmptyAnswer(value), requiredKeyOf(attribute)),
            schema,
          )
        : v.pipe(
            v.unknown(),
            v.transform((value) => (isEmptyAnswer(value) ? undefined : value)),
            v.optional(schema),
          ),
    ] as const
  })
  // Every question's key is filled in first: valibot skips the checks of a key that is absent.
  const unanswered = Object.fromEntries(attributes.map((a) => [answerKey(a.id), undefined]))
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      `${errors}answerUnknownQuestion`,
    ),
    v.transform((input) => ({ ...unanswered, ...input })),
    v.strictObject(Object.fromEntries(entries), `${errors}answerUnknownQuestion`),
  )
}

function requiredKeyOf(attribute: CategoryAttribute) {
  if (attribute.kind === 'select') return `${errors}answerChoose`
  if (attribute.kind === 'checkbox')
    return attribute.options.length ? `${errors}answerChoose` : `${errors}answerTick`
  return `${errors}answerRequired`
}

/** The raw answers as the API receives them (checked against the category afterwards). */
export const Answers = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^a\d{1,9}$/, `${errors}answerUnknownQuestion`)),
    v.union([
      v.string(),
      v.number(),
      v.boolean(),
      v.null(),
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(50)),
    ]),
  ),
  v.check((answers) => Object.keys(answers).length <= 60, `${errors}answerUnknownQuestion`),
)

/** Car categories: make and model as typed or picked in the list ("Toyota Yaris"). */
export const CarModelText = plainText(80, `${errors}carModelRequired`)

/** `2026-01-05`: a real calendar day. */
const isoDay = v.pipe(
  v.string(`${errors}dateRequired`),
  v.nonEmpty(`${errors}dateRequired`),
  v.isoDate(`${errors}dateInvalid`),
)

/** Today in Copenhagen as `YYYY-MM-DD` (Swedish dates are ISO). */
export const todayInCopenhagen = (now = Date.now()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date(now))

/** The job itself: title, description, where and when (the form's second step). */
const detailsEntries = {
  title: plainText(jobTitleMax, `${errors}titleRequired`),
  description: multiLine(jobDescriptionMax, `${errors}descriptionRequired`),
  zip: zip(),
  timing: v.picklist(jobTimings, `${errors}timingRequired`),
  /** Only with timing `date`: from today up to two years ahead. */
  timingDate: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        isoDay,
        v.check((day) => dayInRange(day, todayInCopenhagen()), `${errors}dateRange`),
      ),
    ]),
  ),
}

/** A job wanted on a `date` needs that date (the error stands on the date field). */
const hasDateIfDated = (job: { timing: string; timingDate?: string }) =>
  job.timing !== 'date' || Boolean(job.timingDate)

export const JobDetails = v.pipe(
  v.object(detailsEntries),
  v.forward(v.partialCheck([['timing'], ['timingDate']], hasDateIfDated, `${errors}dateRequired`), [
    'timingDate',
  ]),
)

/** Who posts it when nobody is logged in (the form's last step). */
export const JobContact = v.object({
  name: personName,
  email: email(),
  phone: phone(),
})

/** POST /api/jobs */
export const PostJobRequest = v.pipe(
  v.object({
    categoryId: BodyId,
    answers: v.optional(Answers, {}),
    carModel: v.optional(v.string()),
    ...detailsEntries,
    /** Required when nobody is logged in; ignored for a logged-in customer. */
    contact: v.optional(JobContact),
    /** `sendcompany`: a company id or slug to invite at once. */
    sendCompany: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  }),
  v.forward(v.partialCheck([['timing'], ['timingDate']], hasDateIfDated, `${errors}dateRequired`), [
    'timingDate',
  ]),
)
export type PostJobRequest = v.InferInput<typeof PostJobRequest>

export const PostJobResponse = v.object({
  jobId: v.number(),
  /** My jobs with the new job open: `/bruger/opgaver?job={id}`. */
  redirectTo: v.string(),
  /** True when the job made a new account (the web refetches who is logged in). */
  newAccount: v.boolean(),
})
export type PostJobResponse = v.InferOutput<typeof PostJobResponse>

/** The day a `date` job is wanted: noon UTC is that same calendar day in Copenhagen all year. */
export const dayToSeconds = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000

/** True when `day` is from `today` (both `YYYY-MM-DD`, Copenhagen) up to the limit ahead. */
export function dayInRange(day: string, today: string) {
  const ahead = (dayToSeconds(day) - dayToSeconds(today)) / 86_400
  return ahead >= 0 && ahead <= jobDateMaxDaysAhead
}

/** `cleanLine` for a car model typed by hand (kept here so web and worker split it the same way). */
export function splitCarModel(text: string): { make: string; model: string } {
  const clean = cleanLine(text)
  const space = clean.indexOf(' ')
  return space < 0
    ? { make: clean, model: '' }
    : { make: clean.slice(0, space), model: clean.slice(space + 1) }
}
