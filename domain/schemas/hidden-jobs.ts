import * as v from 'valibot'
import { BodyId, NumericId } from './params'

/** Contracts of the company's hidden jobs (issue 10): the spec's hidden-jobs cookie kept on the server. */

export const HiddenJobList = v.object({ jobIds: v.array(v.number()) })
export type HiddenJobList = v.InferOutput<typeof HiddenJobList>

export const HideJob = v.object({ jobId: BodyId })
export type HideJob = v.InferInput<typeof HideJob>

export const HiddenJobParam = v.object({ jobId: NumericId })
