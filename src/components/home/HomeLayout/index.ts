export { BelowTheFold, HomeLayout, SectionGroup } from './HomeLayout'
