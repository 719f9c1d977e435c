import { zonedTime } from "../open-status";
import { intlOffset, tableOffset, zoneOffsets } from "../zone-offsets";

const from = Date.UTC(2026, 0, 1);
const until = Date.UTC(2028, 0, 1);
const newYork = zoneOffsets("America/New_York", from, until);

describe("zoneOffsets (the build's table of a zone's UTC offsets)", () => {
  it("has America/New_York's changes to the minute: 2am local on the second Sunday of March and first of November", () => {
    expect(newYork.changes.map(([at, offset]) => [new Date(at).toISOString(), offset])).toEqual([
      ["2026-01-01T00:00:00.000Z", -300],
      ["2026-03-08T07:00:00.000Z", -240],
      ["2026-11-01T06:00:00.000Z", -300],
      ["2027-03-14T07:00:00.000Z", -240],
      ["2027-11-07T06:00:00.000Z", -300],
    ]);
    expect(newYork.until).toBe(until);
  });

  it("finds a half-hour zone's changes too (Australia/Adelaide, +9:30 and +10:30)", () => {
    const adelaide = zoneOffsets("Australia/Adelaide", Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(adelaide.changes.map(([, offset]) => offset)).toEqual([630, 570, 630]);
    for (const [at, offset] of adelaide.changes.slice(1)) {
      expect(intlOffset(at, "Australia/Adelaide")).toBe(offset);
      expect(intlOffset(at - 60_000, "Australia/Adelaide")).not.toBe(offset);
    }
  });

  it("gives the same local time as Intl at every hour of two years and around each change, nothing outside", () => {
    const instants: number[] = [];
    for (let t = from; t < until; t += 3_600_000) instants.push(t);
    for (const [at] of newYork.changes) instants.push(at - 60_000, at, at + 60_000);
    for (const t of instants) {
      const instant = new Date(t);
      expect(zonedTime(instant, "America/New_York", newYork)).toEqual(zonedTime(instant, "America/New_York"));
    }
    expect(tableOffset(from - 1, newYork)).toBeUndefined();
    expect(tableOffset(until, newYork)).toBeUndefined();
    // Outside the table, zonedTime asks Intl.
    const later = new Date(Date.UTC(2030, 6, 1, 16));
    expect(zonedTime(later, "America/New_York", newYork)).toEqual({ date: "2030-07-01", day: 0, minutes: 12 * 60 });
  });
});
