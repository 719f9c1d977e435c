import { shopClock } from "../dates";

describe("shopClock: an instant as the shop's clock reads it", () => {
  it("writes the zone's own time and abbreviation, standard and daylight time alike", () => {
    expect(shopClock(new Date("2026-11-26T08:45:30Z"), "America/New_York")).toBe(
      "Thu, November 26, 2026 at 3:45 AM EST",
    );
    expect(shopClock("2026-07-04T16:05:00Z", "America/New_York")).toBe("Sat, July 4, 2026 at 12:05 PM EDT");
    expect(shopClock("2026-11-26T08:45:30Z", "America/Chicago", { short: true })).toBe("2026-11-26 02:45 CST");
  });

  it("gives the day before in the short form when UTC has passed midnight but the shop has not", () => {
    expect(shopClock("2026-11-27T03:30:00Z", "America/New_York", { short: true })).toBe("2026-11-26 22:30 EST");
    expect(shopClock("2026-11-27T04:00:00Z", "America/New_York", { short: true })).toBe("2026-11-26 23:00 EST");
  });

  it("returns what is no instant as it is", () => {
    expect(shopClock("soon", "America/New_York")).toBe("soon");
  });
});
