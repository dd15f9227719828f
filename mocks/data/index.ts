/** Seed data of the mock shop. See mocks/README.md for what is in it. */
export * from './catalogue'
export * from './content'
export * from './customers'
export * from './locations'
export * from './offers'
export * from './orders'
export type * from './types'
