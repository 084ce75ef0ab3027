import { describe, expect, it } from 'vitest'
import { facebookRedirects } from '../domain/contract/facebook'
import { contractEndpoints } from './test/contract-endpoints'

/**
 * Every field a caller sends (path params, query, body of every contract endpoint, and the two legs of
 * the Facebook log-in the browser navigates) has a bound: a string a maximum length (or a closed pattern,
 * a picklist, a date), a number a maximum, a list a maximum count. The body limit (64 kB) caps the
 * whole; this keeps each field small enough for D1, for a LIKE pattern and for a mail. A field bounded
 * by a check valibot cannot show (a Danish phone number is 8 digits once read) is listed below with why.
 */

/** Reviewed: bounded by a check or a later schema that the walk below cannot read. */
const boundedElsewhere: Record<string, string> = {
  'account.update body.phone': 'phone(): normalizeDanishPhone must give 8 digits',
  'auth.signupCustomer body.phone': 'phone(): 8 digits',
  'auth.signupCompany body.phone': 'phone(): 8 digits',
  'company-profile.update body.phone': 'phone(): 8 digits',
  'company-profile.update body.mobile': 'phone(): 8 digits',
  'company-profile.order body.contact.phone': 'phone(): 8 digits',
  'jobs.post body.contact.phone': 'phone(): 8 digits',
  'jobs.post body.answers': "Answers: at most 60 keys, then answersSchema of the category's questions",
  'search-agents.create body.answers': "AgentAnswers: checked against the category's questions",
  'jobs.post body.carModel':
    'post-job.ts checks it with CarModelText (80 characters) when the category needs it',
  'won-jobs.complete body.price': 'parseDanishPrice must read it as an amount',
  'company-jobs.list query.category[]': 'QueryList: at most 40 items after the split, each a 12-digit id',
  'company-jobs.list query.region[]': 'QueryList: at most 40 items after the split, each a region name',
}

type Node = { kind: string; type: string; pipe?: Node[]; requirement?: unknown; [k: string]: unknown }
const lengthBounds = new Set([
  'max_length',
  'length',
  'max_bytes',
  'max_graphemes',
  'iso_date',
  'iso_date_time',
])
const closedPattern = (r: RegExp) => !/[*+]|\{\d+,\}/.test(r.source.replace(/\\./g, ''))

/** A pipe's actions, those of a piped schema it starts with included (`v.pipe(isoDay, v.check(…))`). */
const actionsOf = (pipe: Node[] | undefined): Node[] =>
  pipe ? [...(pipe[0] && pipe[0].pipe !== pipe ? actionsOf(pipe[0].pipe) : []), ...pipe.slice(1)] : []

/** The bounds a pipe puts on its value: a length, a maximum, or a closed set of values. */
function boundsOf(pipe: Node[] | undefined) {
  const actions = actionsOf(pipe)
  return {
    length: actions.some(
      (a) =>
        lengthBounds.has(a.type) ||
        (a.type === 'regex' && closedPattern(a.requirement as RegExp)) ||
        (a.kind === 'schema' && ['picklist', 'literal'].includes(a.type)),
    ),
    max: actions.some((a) => ['max_value', 'value', 'values'].includes(a.type)),
  }
}

function walk(schema: Node, at: string, out: string[], outer = { length: false, max: false }) {
  const own = boundsOf(schema.pipe)
  const bounded = { length: outer.length || own.length, max: outer.max || own.max }
  const next = (s: Node, path: string, carry = { length: false, max: false }) => walk(s, path, out, carry)
  switch (schema.type) {
    case 'string':
      if (!bounded.length) out.push(`${at}: string without a maximum length`)
      break
    case 'number':
      if (!bounded.max) out.push(`${at}: number without a maximum`)
      break
    case 'array':
      if (!bounded.length) out.push(`${at}: list without a maximum count`)
      next(schema.item as Node, `${at}[]`)
      break
    case 'object':
    case 'strict_object':
    case 'loose_object':
      for (const [key, s] of Object.entries(schema.entries as Record<string, Node>)) next(s, `${at}.${key}`)
      break
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'non_optional':
      next(schema.wrapped as Node, at, bounded)
      break
    case 'union':
    case 'variant':
      for (const s of schema.options as Node[]) next(s, at, bounded)
      break
    case 'picklist':
    case 'literal':
    case 'boolean':
    case 'undefined':
    case 'null':
      break
    default:
      out.push(`${at}: ${schema.type} (unknown to this walk)`)
  }
  // A schema inside the pipe (string → transform → number) is the same value, bounded by what came before.
  for (const a of actionsOf(schema.pipe))
    if (a.kind === 'schema')
      next({ ...a, pipe: [a, ...((a.pipe ?? []).slice(1) as Node[])] } as Node, at, bounded)
}

function unboundedFields() {
  const out: string[] = []
  const inputs = [
    ...contractEndpoints.flatMap(({ name, endpoint }) =>
      (['params', 'query', 'body'] as const).map((part) => [`${name} ${part}`, endpoint[part]] as const),
    ),
    ['facebook.start query', facebookRedirects.start.query] as const,
    ['facebook.callback query', facebookRedirects.callback.query] as const,
  ]
  for (const [at, schema] of inputs) {
    if (!schema) continue
    const found: string[] = []
    walk(schema as unknown as Node, at, found)
    out.push(...found.filter((line) => !(line.split(':')[0]!.replace(/\|\d+$/, '') in boundedElsewhere)))
  }
  return out
}

describe('every input field is bounded', () => {
  it('strings have a maximum length, numbers a maximum, lists a maximum count', () => {
    expect(contractEndpoints.length).toBeGreaterThan(80)
    expect(unboundedFields()).toEqual([])
  })

  it('the walk sees what it should', () => {
    // Sanity: the exceptions name fields that exist and are unbounded to the walk, so none is stale.
    const raw: string[] = []
    for (const { name, endpoint } of contractEndpoints)
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part]
        if (schema) walk(schema as unknown as Node, `${name} ${part}`, raw)
      }
    const named = new Set(raw.map((line) => line.split(':')[0]))
    for (const field of Object.keys(boundedElsewhere)) expect(named, field).toContain(field)
  })
})
