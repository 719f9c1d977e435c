import { Link as GatsbyLink } from "gatsby";
import type { ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { classNames, joinClasses } from "../../theme/static/class-names";
import { PhoneIcon } from "./icons";

const cx = classNames("ui");

/*
 * Links with the looks of links.tsx (`TextLink`, `ButtonLink`, `CallButton`) as static classes (theme/static/ui.ts),
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

type PageButtonLinkProps = {
  to: string;
  className?: string;
  /** A plain link: the next page loads whole, as from a page without the app, instead of a client-side navigation. */
  wholePage?: boolean;
  children: ReactNode;
};

/** A link to a page of the site that looks like the brand's large button. */
export function PageButtonLink({ to, className, wholePage, children }: PageButtonLinkProps) {
  const classes = joinClasses(cx("button-lg-brand"), className);
  return wholePage ? (
    <a href={to} className={classes}>
      {children}
    </a>
  ) : (
    <GatsbyLink to={to} className={classes}>
      {children}
    </GatsbyLink>
  );
}

/** The shop's main number as a large amber tel: button. */
export function CallLink({ label, className }: { label: string; className?: string }) {
  const { phoneHref } = useSiteData();
  return (
    <a href={phoneHref} className={joinClasses(cx("button-lg-amber"), className)}>
      <PhoneIcon />
      {label}
    </a>
  );
}
