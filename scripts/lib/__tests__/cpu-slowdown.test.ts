import { cpuSlowdownFor } from "../cpu-slowdown.cjs";

describe("cpuSlowdownFor (Lighthouse's CPU throttling calculator)", () => {
  it.each([
    [150, 1],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2232, 7],
  ])("benchmarkIndex %d gives %dx", (index, multiplier) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(multiplier, 2);
  });

  it("gives no slowdown on a host too slow to emulate the phone, and refuses a missing index", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
  });
});
