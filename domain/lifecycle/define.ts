/**
 * Lifecycles are data (DESIGN.md): a thing's states, the named transitions between them, who may fire
 * each one and the timers that fire them. The worker refuses what the table does not allow and the web
 * shows only what `allowedActions` gives, so a status string never has to appear in a handler.
 */

/** Who fires a transition: the three kinds of account, and the cron (`system`). */
export const actors = ['customer', 'company', 'admin', 'system'] as const
export type Actor = (typeof actors)[number]

export interface Transition<S extends string = string, T extends string = string> {
  name: T
  by: readonly Actor[]
  from: readonly S[]
  to: S
}

/** How long a row may wait in a transition's from-state before the cron fires it. */
export type Delay = { workingDays: number } | { seconds: number }

export interface Timer<T extends string = string> {
  name: string
  /** A transition the `system` may fire; the timer starts when a row enters one of its from-states. */
  transition: T
  after: Delay
}

export interface Lifecycle<S extends string = string, T extends string = string> {
  /** Stable name, written to the transition log. */
  id: string
  /** Raised whenever the table changes meaning, so a log row says which table allowed it. */
  version: number
  states: readonly S[]
  /** The states a new row may start in. */
  initial: readonly S[]
  transitions: readonly Transition<S, T>[]
  timers: readonly Timer<T>[]
}

export type StateOf<L> = L extends Lifecycle<infer S, string> ? S : never
export type TransitionOf<L> = L extends Lifecycle<string, infer T> ? T : never

/**
 * Checks the table once, when the module loads: a typo in a state or a timer that points nowhere
 * breaks every test that imports it instead of surfacing as a 409 in production.
 */
export function defineLifecycle<const S extends string, const T extends string>(
  definition: Omit<Lifecycle<S, T>, 'timers'> & { timers?: readonly Timer<NoInfer<T>>[] },
): Lifecycle<S, T> {
  const lifecycle: Lifecycle<S, T> = { ...definition, timers: definition.timers ?? [] }
  const problems = tableProblems(lifecycle)
  if (problems.length > 0) throw new Error(`lifecycle ${lifecycle.id}: ${problems.join('; ')}`)
  return lifecycle
}

function tableProblems(lifecycle: Lifecycle): string[] {
  const problems: string[] = []
  const isState = (s: string) => lifecycle.states.includes(s)
  const names = new Set<string>()
  if (!Number.isInteger(lifecycle.version) || lifecycle.version < 1) problems.push('version must be ≥ 1')
  if (new Set(lifecycle.states).size !== lifecycle.states.length) problems.push('a state is listed twice')
  if (lifecycle.initial.length === 0) problems.push('no initial state')
  for (const s of lifecycle.initial) if (!isState(s)) problems.push(`initial state ${s} is unknown`)
  for (const t of lifecycle.transitions) {
    if (names.has(t.name)) problems.push(`transition ${t.name} is defined twice`)
    names.add(t.name)
    if (t.by.length === 0) problems.push(`${t.name}: nobody may fire it`)
    if (t.from.length === 0) problems.push(`${t.name}: no from-state`)
    for (const s of [...t.from, t.to]) if (!isState(s)) problems.push(`${t.name}: unknown state ${s}`)
  }
  for (const timer of lifecycle.timers) {
    const t = lifecycle.transitions.find((x) => x.name === timer.transition)
    if (!t) problems.push(`timer ${timer.name}: no transition ${timer.transition}`)
    else if (!t.by.includes('system')) problems.push(`timer ${timer.name}: ${t.name} is not fired by system`)
    const amount = 'workingDays' in timer.after ? timer.after.workingDays : timer.after.seconds
    if (!Number.isInteger(amount) || amount <= 0) problems.push(`timer ${timer.name}: delay must be > 0`)
  }
  // One due column per row: a state may start at most one timer.
  for (const state of lifecycle.states) {
    const starting = lifecycle.timers.filter((timer) =>
      lifecycle.transitions.find((t) => t.name === timer.transition)?.from.includes(state),
    )
    if (starting.length > 1) problems.push(`state ${state} starts ${starting.length} timers`)
  }
  return problems
}

export function transitionOf<S extends string, T extends string>(
  lifecycle: Lifecycle<S, T>,
  name: T,
): Transition<S, T> {
  const transition = lifecycle.transitions.find((t) => t.name === name)
  if (!transition) throw new Error(`lifecycle ${lifecycle.id} has no transition ${name}`)
  return transition
}

/**
 * Why a transition may or may not fire: `role` when the actor may never fire it (403), `state` when
 * the row is not in one of its from-states (409).
 */
export type Verdict = 'allowed' | 'role' | 'state'

export function verdict<S extends string, T extends string>(
  lifecycle: Lifecycle<S, T>,
  name: T,
  state: S,
  actor: Actor,
): Verdict {
  const transition = transitionOf(lifecycle, name)
  if (!transition.by.includes(actor)) return 'role'
  if (!transition.from.includes(state)) return 'state'
  return 'allowed'
}

/** The transitions `actor` may fire on a row in `state`, in table order: the buttons to show. */
export function allowedActions<S extends string, T extends string>(
  lifecycle: Lifecycle<S, T>,
  state: S,
  actor: Actor,
): T[] {
  return lifecycle.transitions
    .filter((t) => t.by.includes(actor) && t.from.includes(state))
    .map((t) => t.name)
}

/** The timers that start when a row enters `state`. */
export function timersFor<S extends string, T extends string>(lifecycle: Lifecycle<S, T>, state: S) {
  return lifecycle.timers.filter((timer) => transitionOf(lifecycle, timer.transition).from.includes(state))
}
