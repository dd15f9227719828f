/**
 * Every story as on a Bangla page (tests/bangla/storiesInBangla.ts), part 2 of 2: every second
 * story file, so the two parts render in two browser pages at once.
 */
import { describeStoriesInBangla } from './storiesInBangla'

await describeStoriesInBangla({ part: 2, of: 2 })
