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
    keys
      .filter(Boolean)
      .map((key) => `${prefix}-${key as string}`)
      .join(" ");
}
