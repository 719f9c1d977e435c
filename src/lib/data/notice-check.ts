import type { DataLink } from "./cross-check";
import type { BusinessData } from "./types";

const FILE = "data/site.json";

/** The site-wide notice's rules the schema cannot say: its days in order, a link with both its label and its page. */
export function noticeCheck(site: Pick<BusinessData, "notice">): string[] {
  const notice = site.notice;
  if (!notice) return [];
  const problems: string[] = [];
  if (notice.through < notice.from)
    problems.push(
      `${FILE}: entry notice, field "through" (${notice.through}) is before "from" (${notice.from}): the last day comes on or after the first`,
    );
  if (Boolean(notice.linkLabel) !== Boolean(notice.linkTo))
    problems.push(
      `${FILE}: entry notice, field "${notice.linkLabel ? "linkTo" : "linkLabel"}" is missing: a link needs both its label and its page`,
    );
  return problems;
}

/** The notice's link, for the build's check that every link of the data leads to a page. */
export const noticeLinks = (site: Pick<BusinessData, "notice">): DataLink[] =>
  site.notice?.linkTo ? [{ file: FILE, entry: "notice", to: site.notice.linkTo }] : [];
