/**
 * The fault matrix (tests/browser/faultMatrix.ts, docs/decisions/0021-fault-matrix.md), part 1 of 2:
 * every second route of the route table, so the two parts run in two browser pages at once.
 */
import { describeFaultMatrix } from './faultMatrix'

describeFaultMatrix({ part: 1, of: 2 })
