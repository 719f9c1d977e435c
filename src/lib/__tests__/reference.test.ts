import { asReference, referenceFrom } from "../reference";

describe("asReference", () => {
  it("keeps a reference in the shared format", () => {
    expect(asReference("QC-7K4M-2XQ9")).toBe("QC-7K4M-2XQ9");
    expect(asReference("QC-0000-ZZZZ")).toBe("QC-0000-ZZZZ");
  });

  it.each([
    ["lower case", "qc-7k4m-2xq9"],
    ["I, L, O or U, which Crockford's alphabet leaves out", "QC-7K4M-2XQI"],
    ["too short", "QC-7K4M-2XQ"],
    ["too long", "QC-7K4M-2XQ99"],
    ["spaces around it", " QC-7K4M-2XQ9 "],
    ["a line after it", "QC-7K4M-2XQ9\n"],
    ["markup", "<script>alert(1)</script>"],
    ["empty", ""],
  ])("drops %s", (_name, value) => {
    expect(asReference(value)).toBeUndefined();
  });

  it("drops what is not a string", () => {
    for (const value of [undefined, null, 42, {}, ["QC-7K4M-2XQ9"]]) expect(asReference(value)).toBeUndefined();
  });
});

describe("referenceFrom", () => {
  it("reads ?ref= with or without the question mark, beside other parameters", () => {
    expect(referenceFrom("?ref=QC-7K4M-2XQ9")).toBe("QC-7K4M-2XQ9");
    expect(referenceFrom("ref=QC-7K4M-2XQ9")).toBe("QC-7K4M-2XQ9");
    expect(referenceFrom("?utm_source=mail&ref=QC-7K4M-2XQ9")).toBe("QC-7K4M-2XQ9");
    expect(referenceFrom("?ref=QC%2D7K4M%2D2XQ9")).toBe("QC-7K4M-2XQ9");
  });

  it("ignores a missing, empty or malformed reference", () => {
    for (const search of ["", "?", "?ref=", "?ref=bogus", "?ref=%3Cscript%3E", "?reference=QC-7K4M-2XQ9"])
      expect(referenceFrom(search)).toBeUndefined();
  });
});
