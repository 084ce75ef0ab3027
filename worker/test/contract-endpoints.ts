/// <reference types="vite/client" />
import type { Endpoint } from '../../domain/contract/endpoint'

const modules = import.meta.glob<Record<string, unknown>>('../../domain/contract/*.ts', { eager: true })

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value

/**
 * Every endpoint the contract declares, named `file.endpoint` (`jobs.post`): the walk the whole-contract
 * tests (the access matrix, the input bounds) share, so a route is in them the day it is declared.
 */
export const contractEndpoints = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
    .flatMap((group) => Object.entries(group))
    .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
    .map(([name, endpoint]) => ({
      name: `${file.replace(/^.*\//, '').replace(/\.ts$/, '')}.${name}`,
      endpoint,
    })),
)
