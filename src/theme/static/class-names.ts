import type { StaticSheets } from "./sheets";

type Key<P extends keyof StaticSheets> = Extract<keyof StaticSheets[P], string>;

/**
 * The class names of one static sheet (sheets.ts), for components the browser renders without Chakra's runtime:
 * `const cx = classNames("cf"); <form className={cx("form")}>` gives `class="cf-form"`, and `cx("a", busy && "b")`
 * joins several. A key the sheet lacks fails `npm run typecheck`. The browser's bundle holds the names only: the
 * styles are written into every page's <head> by the server (static-css.ts).
 */
export function classNames<P extends keyof StaticSheets>(prefix: P) {
  return (...keys: Array<Key<P> | false | null | undefined>): string =>
    joinClasses(...keys.map((key) => key && `${prefix}-${key}`));
}

/** Class names joined, leaving out the empty ones: a component's own class beside one its caller passes. */
export const joinClasses = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(" ");
