import { Link as GatsbyLink } from "gatsby";
import type { ReactNode } from "react";
import { classNames } from "../../theme/static/class-names";

const cx = classNames("ui");

/*
 * Links with the looks of links.tsx (`TextLink`) as static classes (theme/static/ui.ts),
 * for the parts the browser renders without Chakra's runtime: the request form and the estimator.
 */

/** A link to a page of the site inside running copy. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <GatsbyLink to={to} className={cx("text-link")}>
      {children}
    </GatsbyLink>
  );
}
