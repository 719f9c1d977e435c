import { analyzePost, countWords, internalLinks, postWarnings, sanitizePostHtml } from "../blog";

const SITE = "https://www.example.com";

describe("sanitizePostHtml", () => {
  it("removes scripts, event handlers, javascript: URLs, styles and iframes", () => {
    const out = sanitizePostHtml(
      `<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>` +
        `<iframe src="https://evil.example"></iframe><style>p{}</style><a href="/contact/" onmouseover="x()">ok</a></p>`,
    );
    expect(out).toBe('<p>Hi <a>x</a><a href="/contact/">ok</a></p>');
  });

  it("opens external links safely and leaves internal links alone", () => {
    expect(sanitizePostHtml('<a href="https://other.example/" target="_self" rel="opener">o</a>')).toBe(
      '<a href="https://other.example/" rel="noopener noreferrer" target="_blank">o</a>',
    );
    expect(sanitizePostHtml('<a href="/tv-repair/">tv</a>')).toBe('<a href="/tv-repair/">tv</a>');
  });

  it("keeps the allowed formatting", () => {
    const html = "<h2>T</h2><ul><li><strong>a</strong> <em>b</em></li></ul>";
    expect(sanitizePostHtml(html)).toBe(html);
  });
});

describe("countWords", () => {
  it("does not count tags or attributes as words", () => {
    expect(
      countWords(
        '<p>One <a href="/a-very-long-path/">two</a> <strong>three</strong></p><ul><li>four</li><li>five</li></ul>',
      ),
    ).toBe(5);
  });
  it("counts contractions and hyphenated words once", () => {
    expect(countWords("<p>Don't use same-day 24-48 hours.</p>")).toBe(5);
  });
});

describe("internalLinks", () => {
  it("counts relative and absolute same-site links, not external ones or anchors", () => {
    const html =
      '<a href="/contact/">a</a> <a href="https://www.example.com/tv-repair/#faq">b</a> <a href="https://other.example/x/">c</a>' +
      ' <a href="#top">d</a> <a href="//cdn.example/x">e</a> <a href="/blog/post/?x=1">f</a>';
    expect(internalLinks(html, SITE)).toEqual(["/contact/", "/tv-repair/", "/blog/post/"]);
  });
});

describe("post figures and warnings", () => {
  it("names the post and the figure when it is under the minimums", () => {
    const figures = analyzePost(["<p>Only a few words here, see <a href='/contact/'>contact</a>.</p>"], SITE);
    expect(figures.wordCount).toBe(7);
    expect(postWarnings("data/blog/short.json", figures)).toEqual([
      "data/blog/short.json: the post has 7 words; posts should have at least 500",
      "data/blog/short.json: the post has 1 internal link; posts should link to at least 2 pages of the site",
    ]);
  });

  it("does not warn for a full post", () => {
    const words = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
    const figures = analyzePost([`<p>${words}</p>`, '<p><a href="/a/">a</a> <a href="/b/">b</a></p>'], SITE);
    expect(postWarnings("data/blog/full.json", figures)).toEqual([]);
  });
});
