import type { DataLink } from "./cross-check";
import { sayIn, type Say } from "./editor-words";
import type { BusinessData } from "./types";

const FILE = "data/site.json";

/**
 * The site-wide notice's rules the schema cannot say: its days in order, a link with both its label and its page. In
 * the editor's words (`say`: the build's over the files as read; by default over `site` without its schema).
 */
export function noticeCheck(
  site: Pick<BusinessData, "notice">,
  say: Say = sayIn([{ file: FILE, data: site, schema: {} }]),
): string[] {
  const notice = site.notice;
  if (!notice) return [];
  const problems: string[] = [];
  if (notice.through < notice.from)
    problems.push(
      say(
        FILE,
        ["notice", "through"],
        `is ${notice.through}, before "From" (${notice.from}): pick the first day or a later one`,
      ),
    );
  if (Boolean(notice.linkLabel) !== Boolean(notice.linkTo))
    problems.push(
      say(
        FILE,
        ["notice", notice.linkLabel ? "linkTo" : "linkLabel"],
        `is missing: a link needs both its words ("Link label") and its page ("Link to"); fill it in, or empty "${notice.linkLabel ? "Link label" : "Link to"}"`,
      ),
    );
  return problems;
}

/** The notice's link, for the build's check that every link of the data leads to a page. */
export const noticeLinks = (site: Pick<BusinessData, "notice">): DataLink[] =>
  site.notice?.linkTo ? [{ file: FILE, parts: ["notice", "linkTo"], to: site.notice.linkTo }] : [];
