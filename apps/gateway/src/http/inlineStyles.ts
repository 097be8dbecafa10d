// The Content-Security-Policy allows no inline style by default ('unsafe-inline' would let an
// injected <style> restyle the page, e.g. to overlay a fake PIN prompt). What is allowed is
// allowed by the hash of its exact text: the one <style> block of each page this origin writes by
// hand (the portal's static shell, painted before the scripts arrive, and the API reference), and
// the two fixed rules react-aria inserts as <style> elements (usePress: no double-tap zoom delay
// on pressables; usePreventScroll: no scroll chaining out of an open dialog). A react-aria update
// that changes them shows as a CSP violation in e2e/resilience.spec.ts.
import { createHash } from 'node:crypto';

/** The CSP source ('sha256-…') of every <style> block of `html`. */
export function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => styleSource(match[1] ?? ''));
}

/** The exact texts react-aria (3.53) inserts as <style> elements. */
export const LIBRARY_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/** The CSP source of one style text. */
export function styleSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
