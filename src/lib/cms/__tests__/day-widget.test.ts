import { localToday, shownDay } from "../day-widget";

// The CMS's day picker keeps a day as the browser gives it: no parsing that could change a year being typed.

describe("the day picker's values", () => {
  it("shows a stored day as it is, every year included", () => {
    for (const day of ["2026-12-01", "0002-12-01", "1999-01-31"]) expect(shownDay(day)).toBe(day);
  });

  it("shows nothing for a blank day, the {{now}} default before it is replaced, or anything not a day", () => {
    for (const value of ["", "{{now}}", undefined, null, "12/01/2026", new Date(2026, 11, 1)])
      expect(shownDay(value)).toBe("");
  });

  it("gives today in the editor's calendar as the default, YYYY-MM-DD", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
    expect(localToday(new Date(2026, 11, 31, 0, 5))).toBe("2026-12-31");
  });
});
