import * as v from 'valibot'
import { BodyId, NumericId } from './params'

/** Contracts of the company's hidden jobs (issue 10): the spec's hidden-jobs cookie kept on the server. */

/** The hidden jobs, newest first, and whether 'Vis skjulte' is on (the list shows them too, marked). */
export const HiddenJobList = v.object({ jobIds: v.array(v.number()), showHidden: v.boolean() })
export type HiddenJobList = v.InferOutput<typeof HiddenJobList>

export const HideJob = v.object({ jobId: BodyId })
export type HideJob = v.InferInput<typeof HideJob>

export const HiddenJobParam = v.object({ jobId: NumericId })

/** 'Vis skjulte' on or off, remembered for the company (the spec's showallwork, 365 days). */
export const ShowHidden = v.object({ showHidden: v.boolean() })
export type ShowHidden = v.InferInput<typeof ShowHidden>
