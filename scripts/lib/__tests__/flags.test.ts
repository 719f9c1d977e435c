import { readFlags } from "../flags.cjs";

const defaults = { runs: 5, only: "", "default-throttling": false };

describe("readFlags", () => {
  it("gives the defaults when no flag is passed", () => {
    expect(readFlags(defaults, [])).toEqual({ runs: 5, only: "", "default-throttling": false });
  });

  it("reads values by the type of their default", () => {
    expect(readFlags(defaults, ["--runs", "1", "--only", "home,contact", "--default-throttling"])).toEqual({
      runs: 1,
      only: "home,contact",
      "default-throttling": true,
    });
    expect(readFlags(defaults, ["--runs=3"]).runs).toBe(3);
  });

  it("refuses an unknown flag, naming the ones the script takes", () => {
    expect(() => readFlags(defaults, ["--rnus", "3"])).toThrow(
      /--rnus.*Flags: \[--runs 5\] \[--only \] \[--default-throttling\]/s,
    );
  });

  it("refuses a number flag without a number", () => {
    expect(() => readFlags(defaults, ["--runs", "five"])).toThrow('--runs takes a number, not "five"');
    expect(() => readFlags(defaults, ["--runs"])).toThrow(/--runs/);
  });

  it("refuses a value after a switch", () => {
    expect(() => readFlags(defaults, ["--default-throttling", "yes"])).toThrow(/yes/);
  });
});
