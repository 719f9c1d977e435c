import path from "node:path";
import { eachRule, POST_TITLE_RULES, ruleData } from "../data/__tests__/data-rules";
import { absoluteUrl, cleanTitle, cutPostTitle, serviceTitle, TITLE_LIMIT } from "../seo";

describe("cleanTitle", () => {
  it("folds white space", () => {
    expect(cleanTitle("  TV  Repair \n in Charlotte ")).toBe("TV Repair in Charlotte");
  });

  it("never cuts: titles from data/ are checked to fit when the site is built", () => {
    const long = "Electronic Component Replacement in Charlotte, NC | Queen City Tech Repair";
    expect(cleanTitle(long)).toBe(long);
  });
});

describe("serviceTitle", () => {
  const tokens = { businessName: "Queen City Tech Repair", phone: "(704) 555-0142" };
  const template = "{service} in Charlotte, NC | {businessName}";

  it("fills the template with the service's label", () => {
    expect(serviceTitle(template, { label: "TV Repair" }, tokens)).toBe(
      "TV Repair in Charlotte, NC | Queen City Tech Repair",
    );
    expect(serviceTitle(template, { label: "TV Repair", title: null }, tokens)).toBe(
      "TV Repair in Charlotte, NC | Queen City Tech Repair",
    );
  });

  it("uses the service's own title, with its tokens filled, instead of the template", () => {
    expect(
      serviceTitle(
        template,
        { label: "Secure Data Destruction", title: "{service}, Charlotte | {businessName}" },
        tokens,
      ),
    ).toBe("Secure Data Destruction, Charlotte | Queen City Tech Repair");
  });
});

describe("cutPostTitle (long blog post names only)", () => {
  // The posts of data/blog, whatever they are (editor-edits.test.ts: with a new post too).
  describe("on the real posts", () => {
    const data = ruleData(path.resolve(__dirname, "../../.."));
    it.each(eachRule(POST_TITLE_RULES))("%s", (_rule, { broken }) => {
      expect(broken(data)).toEqual([]);
    });
  });

  it("keeps a name that fits as it is", () => {
    const name = "Same-Day Computer Repair: What to Expect";
    expect(cutPostTitle(name)).toBe(name);
  });

  it("keeps a 60-character name whole and cuts a 61-character one", () => {
    const sixty = "Same-Day Computer Repair in Charlotte: What to Expect Today";
    expect(`${sixty}!`).toHaveLength(TITLE_LIMIT);
    expect(cutPostTitle(`${sixty}!`)).toBe(`${sixty}!`);
    expect(cutPostTitle(`${sixty}!!`)).toBe("Same-Day Computer Repair in Charlotte: What to Expect...");
  });

  it.each([
    [
      // 57 characters would end inside "Replacing"
      "How to Tell Whether Your Laptop Is Worth Repairing or Replacing in Charlotte",
      "How to Tell Whether Your Laptop Is Worth Repairing or...",
    ],
    [
      // ... inside "Spinning"; the words before it are kept
      "Data Recovery in Charlotte, NC: What to Do After a Hard Drive Stops Spinning",
      "Data Recovery in Charlotte, NC: What to Do After a Hard...",
    ],
    [
      // the comma after "Security" is dropped, so "Security" fits: 60 in all
      "Small Business IT Support in Charlotte: Backups, Security, Email and Printers",
      "Small Business IT Support in Charlotte: Backups, Security...",
    ],
    [
      // the cut falls after a colon, which does not stand before the "..."
      "Same-Day Computer Repair in Charlotte, North Carolina: What to Expect",
      "Same-Day Computer Repair in Charlotte, North Carolina...",
    ],
    [
      // a dangling "&" goes with the space before it
      "Phone Repair in Charlotte: Cracked Screens, Batteries & Water Damage",
      "Phone Repair in Charlotte: Cracked Screens, Batteries...",
    ],
  ])("cuts %j at a word boundary", (name, expected) => {
    const title = cutPostTitle(name);
    expect(title).toBe(expected);
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
    const kept = title.slice(0, -3);
    // whole words of the name: the name goes on with a space or punctuation right after what is kept
    expect(name.startsWith(kept)).toBe(true);
    expect(name.charAt(kept.length)).toMatch(/[\s,:;&]/);
    expect(kept).toMatch(/[A-Za-z0-9)]$/);
  });

  it("folds white space before measuring", () => {
    expect(cutPostTitle("  Same-Day   Computer Repair \n in Charlotte ")).toBe("Same-Day Computer Repair in Charlotte");
  });

  it("cuts a single word longer than the room, as nothing else is possible", () => {
    expect(cutPostTitle("x".repeat(80))).toBe(`${"x".repeat(57)}...`);
  });
});

describe("absoluteUrl", () => {
  it("joins site URL and path with one slash", () => {
    expect(absoluteUrl("https://example.com/", "/tv-repair/")).toBe("https://example.com/tv-repair/");
    expect(absoluteUrl("https://example.com", "blog/")).toBe("https://example.com/blog/");
  });
});
