export { BelowTheFold, BelowTheFoldReserve, HomeLayout, SectionGroup } from './HomeLayout'
