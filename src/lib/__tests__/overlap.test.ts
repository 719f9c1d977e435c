import { clearance } from "../overlap";

describe("clearance: keeping a button clear of a toast", () => {
  const toast = { top: 700, bottom: 830 };

  it("scrolls the button up above the toast when the toast covers it, by the overlap and the gap", () => {
    expect(clearance({ top: 720, bottom: 768 }, toast)).toBe(80);
    expect(clearance({ top: 650, bottom: 698 }, toast, 12)).toBe(10);
  });

  it("does nothing when they are apart", () => {
    expect(clearance({ top: 300, bottom: 348 }, toast)).toBe(0);
    expect(clearance({ top: 640, bottom: 688 }, toast, 12)).toBe(0);
    expect(clearance({ top: 840, bottom: 888 }, toast)).toBe(0);
  });
});
