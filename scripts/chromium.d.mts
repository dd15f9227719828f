/** Types of scripts/chromium.mjs, for the tests' configuration. */
export declare const CHROMIUM_ARGS: readonly string[]
export declare function chromiumPath(): string
