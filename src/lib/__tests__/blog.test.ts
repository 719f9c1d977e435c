import path from "node:path";
import { eachRule, POST_BODY_RULES, ruleData } from "../data/__tests__/data-rules";
import { analyzePost, countWords, internalLinks, postWarnings, renderPostMarkdown, sanitizePostHtml } from "../blog";

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
    const figures = analyzePost("Only a few words here, see [contact](/contact/).", SITE);
    expect(figures.wordCount).toBe(7);
    expect(postWarnings("data/blog/short.json", figures)).toEqual([
      'Short: "Body" has 7 words; posts should have at least 500: write more\ndata/blog/short.json at body',
      'Short: "Body" has 1 link to a page of the site; posts should link to at least 2: link to the services or pages the post speaks of\ndata/blog/short.json at body',
    ]);
  });

  it("does not warn for a full post", () => {
    const words = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
    const figures = analyzePost(`${words}\n\n[a](/a/) [b](/b/)`, SITE);
    expect(postWarnings("data/blog/full.json", figures)).toEqual([]);
  });
});

describe("renderPostMarkdown", () => {
  it("makes a <p> of each paragraph typed with a blank line between", () => {
    expect(renderPostMarkdown("One paragraph.\n\nA second one.\n\nAnd a third.")).toBe(
      "<p>One paragraph.</p>\n<p>A second one.</p>\n<p>And a third.</p>",
    );
  });

  it("keeps a line break inside a paragraph one paragraph", () => {
    expect(renderPostMarkdown("A line\nand its next line.")).toBe("<p>A line\nand its next line.</p>");
  });

  it("makes a link to a page of the site a plain anchor the build checks, and opens an external one safely", () => {
    const html = renderPostMarkdown("See [our prices](/pricing/phones/) or [a maker](https://other.example/).");
    expect(html).toBe(
      '<p>See <a href="/pricing/phones/">our prices</a> or ' +
        '<a href="https://other.example/" rel="noopener noreferrer" target="_blank">a maker</a>.</p>',
    );
    expect(internalLinks(html, SITE)).toEqual(["/pricing/phones/"]);
  });

  it("shows typed HTML as text: no script, handler, iframe or javascript: link reaches the page", () => {
    const html = renderPostMarkdown(
      '<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> <iframe src="https://evil.example"></iframe>\n\n' +
        '[x](javascript:alert(1)) [y](data:text/html;base64,PHNjcmlwdD4=) <a href="/contact/" onclick="x()">z</a>',
    );
    expect(html).not.toMatch(/<(script|img|iframe)\b|<a [^>]*onclick|href="(javascript|data):/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("renders headings, lists, quotes and emphasis; # and #### become the page's h2 and h3", () => {
    expect(
      renderPostMarkdown(
        "# Top\n\n## Section\n\n### Part\n\n#### Small\n\n- **one**\n- _two_\n\n1. first\n2. second\n\n> said",
      ),
    ).toBe(
      "<h2>Top</h2>\n<h2>Section</h2>\n<h3>Part</h3>\n<h3>Small</h3>\n" +
        "<ul>\n<li><strong>one</strong></li>\n<li><em>two</em></li>\n</ul>\n" +
        "<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n<blockquote>\n<p>said</p>\n</blockquote>",
    );
  });

  it("keeps an indented line a paragraph (no code blocks) and leaves {tokens} for the page to fill", () => {
    expect(renderPostMarkdown("    Call {phone} today.")).toBe("<p>Call {phone} today.</p>");
  });
});

// Over whatever data/blog holds (a new post too: editor-edits.test.ts). When the posts were converted from HTML blocks
// to Markdown, each rendered the paragraphs, headings, lists, links and bold text counted in its old HTML; the rule
// keeps that for every post: what its Markdown marks, its page shows. The blog's minimums: post-minimums.test.ts.
describe("the posts in data/blog", () => {
  const data = ruleData(path.resolve(__dirname, "../../.."));
  it.each(eachRule(POST_BODY_RULES))("%s", (_rule, { broken }) => {
    expect(broken(data)).toEqual([]);
  });
});
