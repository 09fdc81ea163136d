// `react` in the public entry's build (vite.pub.config.ts): preact/compat plus what it lacks of React 19.2.
import { Fragment, createElement, type ReactNode } from 'preact/compat';

// @ts-expect-error -- preact/compat's types are one `export =` namespace, which TS cannot `export *` from; the
// bundler re-exports the names of its ES module
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's <Activity>, which Mantine 9 imports (Transition, Collapse, Tabs, Tree, Stepper) and uses only for
 * `keepMounted` content. preact/compat has none; here hidden content is not rendered (React keeps it in the DOM
 * with display: none and keeps its state). No public page uses `keepMounted`.
 */
export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return mode === 'hidden' ? null : createElement(Fragment, null, children);
}
