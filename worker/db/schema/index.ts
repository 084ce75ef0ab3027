export * from './accounts'
export * from './catalog'
export * from './jobs'
export * from './outbox'
