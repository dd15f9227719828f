/**
 * Readable reports of schema drift. The lenient schemas are unions (bare or wrapped in `data`),
 * and zod reports a failed union only as "Invalid input"; here each failed union is replaced by
 * the issues of its closest branch (the one that got deepest, then the one with fewest issues), so the console names the
 * offending field, e.g. `→ at data[0].product_name`.
 */
import { z } from 'zod/mini'

type Issue = z.core.$ZodIssue

function deepest(issues: readonly Issue[]): number {
  return Math.max(0, ...issues.map((issue) => issue.path.length))
}

function closestBranch(branches: readonly Issue[][]): Issue[] | undefined {
  let best: Issue[] | undefined
  for (const branch of branches) {
    if (branch.length === 0) continue
    if (
      !best ||
      deepest(branch) > deepest(best) ||
      (deepest(branch) === deepest(best) && branch.length < best.length)
    ) {
      best = branch
    }
  }
  return best
}

/** The issues with every failed union replaced by its closest branch's issues (paths made absolute). */
export function flattenUnionIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue): Issue[] => {
    const path = [...prefix, ...issue.path]
    const branch = issue.code === 'invalid_union' ? closestBranch(issue.errors) : undefined
    return branch ? flattenUnionIssues(branch, path) : [{ ...issue, path }]
  })
}

/** Pretty text of a zod error for the console, unions resolved. */
export function describeSchemaError(error: z.core.$ZodError): string {
  return z.prettifyError(new z.core.$ZodError(flattenUnionIssues(error.issues)))
}

/**
 * The drift report of an answer that failed its schema, with zod's English messages ("expected
 * string, received undefined"), which are loaded only now: the first visit does not carry them.
 */
export async function describeSchemaDrift(
  schema: z.core.$ZodType,
  value: unknown,
  error: z.core.$ZodError,
): Promise<string> {
  try {
    const { default: english } = await import('zod/v4/locales/en.js')
    const again = z.safeParse(schema, value, { error: english().localeError })
    return describeSchemaError(again.success ? error : again.error)
  } catch {
    return describeSchemaError(error)
  }
}
