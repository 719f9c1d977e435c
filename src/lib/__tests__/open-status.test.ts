import site from "../../../data/site.json";
import { openStatus } from "../open-status";

const status = (iso: string) => openStatus(new Date(iso), site.openingHours, "America/New_York").label;

describe("openStatus in America/New_York", () => {
  it.each([
    // EST (UTC-5) in November
    ["2026-11-23T13:59:00Z", "Closed - opens today 9am"], // Mon 8:59
    ["2026-11-23T14:00:00Z", "Open now - closes 6pm"], // Mon 9:00
    ["2026-11-23T22:59:00Z", "Open now - closes 6pm"], // Mon 17:59
    ["2026-11-23T23:00:00Z", "Closed - opens tomorrow 9am"], // Mon 18:00
    ["2026-11-28T23:30:00Z", "Closed - opens Mon 9am"], // Sat 18:30
    ["2026-11-29T17:00:00Z", "Closed - opens tomorrow 9am"], // Sun noon
    ["2026-11-28T04:59:00Z", "Closed - opens tomorrow 9am"], // Fri 23:59
  ])("%s -> %s", (iso, label) => {
    expect(status(iso)).toBe(label);
  });

  it("follows daylight saving time: 9am EDT is 13:00 UTC in summer", () => {
    expect(status("2026-07-06T12:59:00Z")).toBe("Closed - opens today 9am");
    expect(status("2026-07-06T13:00:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-07-06T21:59:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-07-06T22:00:00Z")).toBe("Closed - opens tomorrow 9am");
  });

  it("is right on the days clocks change", () => {
    // Sun 8 Mar 2026, 2am EST -> 3am EDT: Sunday closed; Monday 9am EDT = 13:00 UTC.
    expect(status("2026-03-08T15:00:00Z")).toBe("Closed - opens tomorrow 9am");
    expect(status("2026-03-09T13:00:00Z")).toBe("Open now - closes 6pm");
    expect(status("2026-03-09T12:59:00Z")).toBe("Closed - opens today 9am");
    // Sun 1 Nov 2026, 2am EDT -> 1am EST: Monday 9am EST = 14:00 UTC.
    expect(status("2026-11-02T13:59:00Z")).toBe("Closed - opens today 9am");
    expect(status("2026-11-02T14:00:00Z")).toBe("Open now - closes 6pm");
  });

  it("does not depend on the visitor's time zone", () => {
    const instant = new Date("2026-11-23T14:30:00Z"); // Mon 9:30 in Charlotte, Mon 23:30 in Tokyo
    const tokyo = new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Tokyo",
      hour: "numeric",
      hourCycle: "h23",
    }).format(instant);
    expect(tokyo).toBe("23");
    expect(openStatus(instant, site.openingHours, "America/New_York").label).toBe("Open now - closes 6pm");
  });
});
