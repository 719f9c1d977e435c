import { absoluteUrl, formatTitle } from "../seo";

describe("formatTitle", () => {
  const of = (n: number) => "x".repeat(n);

  it.each([59, 60])("keeps a %i-character title as it is", (n) => {
    expect(formatTitle(of(n))).toBe(of(n));
  });

  it.each([61, 100])("cuts a %i-character title to 57 characters plus ...", (n) => {
    const title = formatTitle(of(n));
    expect(title).toBe(`${of(57)}...`);
    expect(title).toHaveLength(60);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(formatTitle(`${"a".repeat(56)} bcdefghij`)).toBe(`${"a".repeat(56)}...`);
  });

  it("folds white space", () => {
    expect(formatTitle("  TV  Repair \n in Charlotte ")).toBe("TV Repair in Charlotte");
  });
});

describe("absoluteUrl", () => {
  it("joins site URL and path with one slash", () => {
    expect(absoluteUrl("https://example.com/", "/tv-repair/")).toBe("https://example.com/tv-repair/");
    expect(absoluteUrl("https://example.com", "blog/")).toBe("https://example.com/blog/");
  });
});
