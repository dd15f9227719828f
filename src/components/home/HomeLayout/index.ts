export { BelowTheFold, BelowTheFoldReserve, HomeLayout, HydrationSlice, SectionGroup } from './HomeLayout'
