import * as v from 'valibot'
import { actors } from '../lifecycle/define'

/** The lifecycles whose rows keep a transition history (worker/lib/subjects.ts binds each to its table). */
export const historyLifecycles = ['job', 'contact', 'account'] as const
export type HistoryLifecycle = (typeof historyLifecycles)[number]

// GET /api/admin/history/:lifecycle/:id
export const HistoryParams = v.object({
  lifecycle: v.picklist(historyLifecycles),
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
})

/** One transition of one row, as lifecycle_log keeps it: who fired it, when, from which state to which. */
export const HistoryEntry = v.object({
  transition: v.string(),
  from: v.string(),
  to: v.string(),
  actor: v.object({
    role: v.picklist(actors),
    /** Null for the cron; the name is null for an erased or unknown user. */
    userId: v.nullable(v.number()),
    name: v.nullable(v.string()),
  }),
  at: v.number(),
  /** The lifecycle table's version when it fired. */
  version: v.number(),
})
export type HistoryEntry = v.InferOutput<typeof HistoryEntry>

/** A row's whole history, oldest first, and the state it is in now. */
export const TransitionHistory = v.object({
  lifecycle: v.picklist(historyLifecycles),
  id: v.number(),
  state: v.string(),
  entries: v.array(HistoryEntry),
})
export type TransitionHistory = v.InferOutput<typeof TransitionHistory>
