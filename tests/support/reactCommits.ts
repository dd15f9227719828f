/**
 * React's commits read as React DevTools reads them: through the devtools hook, which react-dom
 * looks for when it loads. So `recordCommits()` must run before anything imports react-dom: a test
 * file calls it at its top and imports the app dynamically after (in a file with a module graph of
 * its own: a browser-mode file, or an `*.isolated.test` file). This module imports nothing.
 */

interface Fiber {
  type: unknown
  flags: number
  alternate: Fiber | null
  child: Fiber | null
  sibling: Fiber | null
}

/** React's PerformedWork flag: the fiber's component ran in this commit (a bailout clears it). */
const PERFORMED_WORK = 1

function componentName(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string; name: string }).displayName ?? type.name
  // memo() and forwardRef(): the inner function.
  if (type && typeof type === 'object') {
    const inner = (type as { type?: unknown; render?: unknown }).type ?? (type as { render?: unknown }).render
    return inner === undefined ? null : componentName(inner)
  }
  return null
}

/**
 * Adds to `into` the named components of a committed tree that rendered, as React DevTools finds
 * them: a subtree whose children were not touched (the same child fibers as before) did not render.
 */
function collect(node: Fiber, into: Set<string>): void {
  const previous = node.alternate
  const name = componentName(node.type)
  if (name && (previous === null || (node.flags & PERFORMED_WORK) === PERFORMED_WORK)) into.add(name)
  if (previous !== null && node.child === previous.child) return
  for (let child = node.child; child; child = child.sibling) collect(child, into)
}

/** The priority React reports a commit with (scheduler levels, development builds only). */
export const COMMIT_PRIORITY = { sync: 1, userBlocking: 2, normal: 3, idle: 5 } as const

/**
 * Installs the devtools hook: `onCommit` gets, for every commit, the named components that
 * rendered in it and the commit's priority (COMMIT_PRIORITY: `sync` for a synchronous render, as
 * an external store's change or a layout effect's update makes; `normal` for hydration, a
 * transition or an update from a passive effect).
 */
export function recordCommits(onCommit: (rendered: Set<string>, priority: number | undefined) => void): void {
  Object.assign(globalThis, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      checkDCE() {},
      inject: () => 1,
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }, priority?: number) {
        const rendered = new Set<string>()
        collect(root.current, rendered)
        onCommit(rendered, priority)
      },
    },
  })
}
