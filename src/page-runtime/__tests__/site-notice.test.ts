/** @jest-environment jest-environment-jsdom */
// The chrome script's build flag (page-runtime/chrome-script.ts), as the plain build sets it.
(globalThis as { __LOCATION_PARTS__?: boolean }).__LOCATION_PARTS__ = false;
import { fillOpenStatus } from "../site-chrome";
import { dayIn } from "../../domain/dates";
import { noticeCheck, noticeLinks } from "../../lib/data/notice-check";

describe("the site-wide notice", () => {
  const page = (from: string, through: string, hidden = true) => {
    document.body.innerHTML = `<div role="note" data-site-notice="${from} ${through} America/New_York"${hidden ? " hidden" : ""}>Closed early today at 2pm.</div>`;
    return document.querySelector<HTMLElement>("[data-site-notice]")!;
  };

  it("shows between its days in the shop's time zone, and hides before and after, whatever the server wrote", () => {
    // 03:30 UTC on December 25 is still December 24 in New York.
    const lateEve = new Date("2026-12-25T03:30:00Z");
    expect(dayIn("America/New_York", lateEve)).toBe("2026-12-24");
    const notice = page("2026-12-24", "2026-12-24");
    fillOpenStatus(lateEve);
    expect(notice.hidden).toBe(false);
    fillOpenStatus(new Date("2026-12-25T05:00:00Z"));
    expect(notice.hidden).toBe(true);
    const early = page("2026-12-24", "2026-12-26", false);
    fillOpenStatus(new Date("2026-12-23T12:00:00Z"));
    expect(early.hidden).toBe(true);
    fillOpenStatus(new Date("2026-12-26T23:00:00Z"));
    expect(early.hidden).toBe(false);
  });

  it("is checked by the build: its days in order, a link with its label and its page", () => {
    const notice = { text: "Closed early today at 2pm.", from: "2026-12-24", through: "2026-12-24" };
    expect(noticeCheck({})).toEqual([]);
    expect(noticeCheck({ notice })).toEqual([]);
    expect(noticeCheck({ notice: { ...notice, through: "2026-12-23" } })).toEqual([
      'Site: "Notice → Through" is 2026-12-23, before "From" (2026-12-24): pick the first day or a later one\ndata/site.json at notice.through',
    ]);
    expect(noticeCheck({ notice: { ...notice, linkLabel: "Our hours" } })).toEqual([
      'Site: "Notice → Link to" is missing: a link needs both its words ("Link label") and its page ("Link to"); fill it in, or empty "Link label"\ndata/site.json at notice.linkTo',
    ]);
    expect(noticeLinks({ notice: { ...notice, linkLabel: "Our hours", linkTo: "/locations/" } })).toEqual([
      { file: "data/site.json", parts: ["notice", "linkTo"], to: "/locations/" },
    ]);
  });
});
