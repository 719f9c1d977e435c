import { BOOTSTRAP_SCRIPT, cspHash, inlineScripts, moveGatsbyGlobalsToDataAttributes } from "../inline-scripts";

// The tail of a page as Gatsby 5 writes it (slices on).
const page = (pagePath: string) =>
  `<html><head><script type="application/ld+json">{"@type":"Thing"}</script></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n` +
  `            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app-1a2b.js"] }))};\n          </script>\n` +
  `        <script>window.___webpackCompilationHash="7bb954784667cbc4a21b";</script>` +
  `<script src="/app-1a2b.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("moveGatsbyGlobalsToDataAttributes", () => {
  it("leaves one inline script, the same text on every page, with the values in data attributes", () => {
    const about = moveGatsbyGlobalsToDataAttributes(page("/about/"), "about/index.html");
    const notFound = moveGatsbyGlobalsToDataAttributes(page("/404.html"), "404.html");
    expect(inlineScripts(about)).toEqual([BOOTSTRAP_SCRIPT]);
    expect(inlineScripts(notFound)).toEqual([BOOTSTRAP_SCRIPT]);
    expect(about).toContain(`data-page-path='/about/'`);
    expect(about).toContain(`data-compilation-hash='7bb954784667cbc4a21b'`);
    expect(about).toContain(`data-chunk-mapping='{"app":["/app-1a2b.js"]}'`);
    expect(about).toContain('<script src="/app-1a2b.js" async></script>');
  });

  it("sets the same globals Gatsby's scripts set", () => {
    const html = moveGatsbyGlobalsToDataAttributes(page("/it's/"), "x.html");
    const data = (name: string) =>
      new RegExp(`data-${name}='([^']*)'`)
        .exec(html)![1]
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&amp;/g, "&");
    const window: Record<string, unknown> = {};
    const dataset = {
      pagePath: data("page-path"),
      compilationHash: data("compilation-hash"),
      chunkMapping: data("chunk-mapping"),
    };
    new Function("window", "document", BOOTSTRAP_SCRIPT)(window, { currentScript: { dataset } });
    expect(window).toEqual({
      pagePath: "/it's/",
      ___webpackCompilationHash: "7bb954784667cbc4a21b",
      ___chunkMapping: JSON.stringify({ app: ["/app-1a2b.js"] }),
    });
  });

  it("fails naming the file and the script when Gatsby's output is not as expected", () => {
    const changed = page("/").replace(/<script>window\.___webpackCompilationHash[^<]*<\/script>/, "");
    expect(() => moveGatsbyGlobalsToDataAttributes(changed, "public/index.html")).toThrow(
      /public\/index\.html: .*window\.___webpackCompilationHash/,
    );
  });
});

describe("inlineScripts and cspHash", () => {
  it("lists the scripts the browser runs, not external ones or JSON-LD", () => {
    const html = `<script type="application/ld+json">{}</script><script src="/a.js"></script><script type="module">go()</script><script>run()</script>`;
    expect(inlineScripts(html)).toEqual(["go()", "run()"]);
  });

  it("hashes as browsers do (SHA-256 of the exact text, base64)", () => {
    expect(cspHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
