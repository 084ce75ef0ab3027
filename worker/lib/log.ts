type Fields = Record<string, unknown>

const line = (level: 'warn' | 'error', message: string, fields: Fields) =>
  JSON.stringify({ level, message, ...fields })

/**
 * A warning or an error as one structured log line (JSON, so Workers Logs can filter on its fields):
 * what happened, and the fields that say more (`requestId` where there is a request). Never a query
 * string, token, code or password. The request log line itself is `requestContext`'s.
 */
export const log = {
  warn: (message: string, fields: Fields = {}) => console.warn(line('warn', message, fields)),
  error: (message: string, fields: Fields = {}) => console.error(line('error', message, fields)),
}
