import { humanDate, longDate } from "../../domain/dates";
import { formatDays, formatHours, formatTime, type DayHours } from "../../domain/hours";
import { internationalPhone, telHref } from "../../domain/phone";
import { resolveSiteUrl } from "../site-url";
import { fillTokens, unknownTokens } from "../../domain/text";

describe("hours", () => {
  it("formats times the way the site writes them", () => {
    expect(formatTime("09:00")).toBe("9am");
    expect(formatTime("18:00")).toBe("6pm");
    expect(formatTime("12:30")).toBe("12:30pm");
    expect(formatTime("00:00")).toBe("12am");
  });
  it("joins consecutive days and lists gaps", () => {
    expect(formatDays(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])).toBe("Mon-Sat");
    expect(formatDays(["Monday", "Wednesday", "Thursday"])).toBe("Mon, Wed-Thu");
  });
  it("gives a shop's week of Mon-Sat 9am-6pm as one line, with Sunday closed", () => {
    // A fixture of the test's own, not data/site.json's: a shop changing its hours breaks no test.
    const monSat: DayHours[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => ({
      day,
      opens: "09:00",
      closes: "18:00",
    }));
    expect(formatHours(monSat)).toEqual(["Mon-Sat: 9am-6pm", "Sun: Closed"]);
  });
});

describe("dates", () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric", ...options });
  it("writes every day from 2000 to 2040 as Intl's en-US long date does, with and without the weekday", () => {
    const [plain, withWeekday] = [intl({}), intl({ weekday: "long" })];
    let days = 0;
    for (
      let date = new Date(Date.UTC(2000, 0, 1));
      date.getUTCFullYear() <= 2040;
      date.setUTCDate(date.getUTCDate() + 1)
    ) {
      expect(longDate(date)).toBe(plain.format(date));
      expect(longDate(date, { weekday: true })).toBe(withWeekday.format(date));
      days++;
    }
    expect(days).toBe(14976);
  });
  it("reads a data file's date the same in any time zone, and keeps a value that is no date", () => {
    expect(humanDate("2024-03-14")).toBe("March 14, 2024");
    expect(humanDate("2024-12-31T23:30:00-05:00")).toBe("December 31, 2024");
    expect(humanDate("soon")).toBe("soon");
  });
});

describe("phone", () => {
  it("makes E.164 tel: links", () => {
    expect(telHref("(704) 555-0142")).toBe("tel:+17045550142");
    expect(telHref("1-910-555-0187")).toBe("tel:+19105550187");
    expect(internationalPhone("(704) 555-0142")).toBe("+1-704-555-0142");
  });
  it("refuses what is not a US number", () => {
    expect(() => telHref("555-0142")).toThrow(/Not a US phone number/);
  });
});

describe("tokens", () => {
  it("fills known tokens and leaves unknown ones", () => {
    expect(fillTokens("Call {phone} at {businessName} {nope}", { phone: "(704) 555-0142", businessName: "Shop" })).toBe(
      "Call (704) 555-0142 at Shop {nope}",
    );
    expect(unknownTokens("{phone} {phon}", ["phone"])).toEqual(["phon"]);
  });
});

describe("site URL", () => {
  it("takes SITE_URL over the data and drops the trailing slash", () => {
    expect(resolveSiteUrl("https://a.example", "https://staging.example/")).toBe("https://staging.example");
    expect(resolveSiteUrl("https://a.example", undefined)).toBe("https://a.example");
    expect(() => resolveSiteUrl("https://a.example", "staging.example/path")).toThrow(/SITE_URL/);
  });
});
