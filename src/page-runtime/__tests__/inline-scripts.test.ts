import { pageMode, type PageMode } from "../page-modes";
import { appPrefetch } from "../gatsby-output";
import { BOOTSTRAP_SCRIPT, cspHash, inlineScripts, rewriteGatsbyScripts } from "../inline-scripts";

const NONE: PageMode = { app: "none" };
const AT_LOAD: PageMode = { app: "at-load" };
const CONTACT: PageMode = { app: "on-intent", rule: "contact" };
const THANK_YOU: PageMode = { app: "when", rule: "thank-you" };

// The tail of a page as Gatsby 5 writes it (slices on).
const page = (pagePath: string) =>
  `<html><head><script type="application/ld+json">{"@type":"Thing"}</script></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n` +
  `            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app-1a2b.js"] }))};\n          </script>\n` +
  `        <script>window.___webpackCompilationHash="7bb954784667cbc4a21b";</script>` +
  `<script src="/webpack-runtime-9f8e.js" async></script><script src="/app-1a2b.js" async></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("rewriteGatsbyScripts", () => {
  it("leaves one script, the same text on every page, with the values in data attributes", () => {
    const about = rewriteGatsbyScripts(page("/about/"), "about/index.html");
    const notFound = rewriteGatsbyScripts(page("/404.html"), "404.html");
    expect(inlineScripts(about)).toEqual([BOOTSTRAP_SCRIPT]);
    expect(inlineScripts(notFound)).toEqual([BOOTSTRAP_SCRIPT]);
    expect(about).toContain(`data-page-path='/about/'`);
    expect(about).toContain(`data-compilation-hash='7bb954784667cbc4a21b'`);
    expect(about).toContain(`data-chunk-mapping='{"app":["/app-1a2b.js"]}'`);
    // The app's scripts are requested by the bootstrap script after the first paint, not by tags.
    expect(about).toContain(`data-scripts='/webpack-runtime-9f8e.js /app-1a2b.js'`);
    expect(about).not.toContain("<script src=");
  });

  it("gives a page without an app (page-modes.ts) the site chrome's script in place of the app's", () => {
    const html = rewriteGatsbyScripts(page("/tv-repair/"), "tv-repair/index.html", "/site-chrome-abc.js", NONE);
    expect(inlineScripts(html)).toEqual([BOOTSTRAP_SCRIPT]);
    expect(html).toContain(`data-scripts='/site-chrome-abc.js'`);
    expect(html).not.toContain("app-1a2b.js'");
    // Nor the app's values: the page never starts it.
    expect(html).not.toMatch(/data-chunk-mapping|data-compilation-hash/);
    // A page whose app starts at load keeps the app; a rewrite without the chrome's script or the mode changes nothing.
    expect(rewriteGatsbyScripts(page("/get-a-quote/"), "q.html", "/site-chrome-abc.js", AT_LOAD)).toContain(
      `data-scripts='/webpack-runtime-9f8e.js /app-1a2b.js'`,
    );
    expect(rewriteGatsbyScripts(page("/tv-repair/"), "t.html", undefined, NONE)).toContain(
      `data-scripts='/webpack-runtime-9f8e.js /app-1a2b.js'`,
    );
    // A page left from an earlier build gets this build's chrome script.
    expect(rewriteGatsbyScripts(html, "t.html", "/site-chrome-def.js", NONE)).toContain(
      `data-scripts='/site-chrome-def.js'`,
    );
  });

  it("keeps the app's scripts aside on a page whose rule can start it (page-runtime/app-rules.ts)", () => {
    const html = rewriteGatsbyScripts(page("/thank-you/"), "thank-you/index.html", "/site-chrome-abc.js", THANK_YOU);
    expect(inlineScripts(html)).toEqual([BOOTSTRAP_SCRIPT]);
    expect(html).toContain(
      `data-scripts='/site-chrome-abc.js' data-app-scripts='/webpack-runtime-9f8e.js /app-1a2b.js'`,
    );
    expect(html).toContain(`data-chunk-mapping='{"app":["/app-1a2b.js"]}'`);
    // A page left from an earlier build keeps them, with this build's chrome script.
    expect(rewriteGatsbyScripts(html, "t.html", "/site-chrome-def.js", THANK_YOU)).toContain(
      `data-scripts='/site-chrome-def.js' data-app-scripts='/webpack-runtime-9f8e.js /app-1a2b.js'`,
    );
    // A page without an app has none.
    expect(rewriteGatsbyScripts(page("/a/"), "a.html", "/s.js", NONE)).not.toContain("data-app-scripts");
  });

  it("lists what to fetch ahead on a page whose app starts on intent (a form), and on no other", () => {
    const next = ["/commons-1.js", "/component---src-pages-contact-tsx-2.js", "/page-data/contact/page-data.json"];
    const html = rewriteGatsbyScripts(
      page("/contact/"),
      "contact/index.html",
      "/site-chrome-abc.js",
      CONTACT,
      () => next,
    );
    expect(html).toContain(
      `data-app-scripts='/webpack-runtime-9f8e.js /app-1a2b.js' data-app-prefetch='${next.join(" ")}'>`,
    );
    expect(inlineScripts(html)).toEqual([BOOTSTRAP_SCRIPT]);
    // A later build's list replaces it on a page Gatsby did not write again.
    const later = rewriteGatsbyScripts(html, "contact/index.html", "/site-chrome-def.js", CONTACT, () => [
      "/commons-3.js",
    ]);
    expect(later).toContain(`data-app-prefetch='/commons-3.js'>`);
    expect(later.match(/data-app-prefetch/g)).toHaveLength(1);
    // The thank-you page starts the app only with a reference (no intent to wait for); a page with the app at load
    // or without an app never.
    for (const mode of [THANK_YOU, AT_LOAD, NONE])
      expect(rewriteGatsbyScripts(page("/x/"), "x.html", "/s.js", mode, () => next)).not.toContain("data-app-prefetch");
  });

  it("gives a page with a rule the chrome's script that can start the app, and others the plain one", () => {
    const scripts = { plain: "/site-chrome-plain.js", live: "/site-chrome-live.js" };
    expect(rewriteGatsbyScripts(page("/x/"), "x.html", scripts, NONE)).toContain(
      `data-scripts='/site-chrome-plain.js'`,
    );
    const live = rewriteGatsbyScripts(page("/x/"), "x.html", scripts, CONTACT);
    expect(live).toContain(`data-scripts='/site-chrome-live.js' data-app-scripts=`);
    // So does a page left from an earlier build.
    const next = { plain: "/site-chrome-plain2.js", live: "/site-chrome-live2.js" };
    expect(rewriteGatsbyScripts(live, "x.html", next, CONTACT)).toContain(`data-scripts='/site-chrome-live2.js'`);
    expect(
      rewriteGatsbyScripts(rewriteGatsbyScripts(page("/x/"), "x.html", scripts, NONE), "x.html", next, NONE),
    ).toContain(`data-scripts='/site-chrome-plain2.js'`);
  });

  it("gives a page with a week of hours or a map, a filter box or the status form, the chrome's script that serves them", () => {
    const scripts = {
      plain: "/site-chrome-plain.js",
      places: "/site-chrome-places.js",
      lists: "/site-chrome-lists.js",
      status: "/site-chrome-status.js",
      live: "/site-chrome-live.js",
    };
    const withPart = (part: string) =>
      page("/x/").replace(`<div id="___gatsby">`, `<div id="___gatsby"><div ${part}='{}'>`);
    for (const part of ["data-week-hours", "data-map-src"])
      expect(rewriteGatsbyScripts(withPart(part), "x.html", scripts, NONE)).toContain(
        `data-scripts='/site-chrome-places.js'`,
      );
    expect(rewriteGatsbyScripts(withPart("data-list-filter"), "x.html", scripts, NONE)).toContain(
      `data-scripts='/site-chrome-lists.js'`,
    );
    expect(rewriteGatsbyScripts(withPart("data-status-lookup"), "x.html", scripts, NONE)).toContain(
      `data-scripts='/site-chrome-status.js'`,
    );
    expect(rewriteGatsbyScripts(page("/x/"), "x.html", scripts, NONE)).toContain(
      `data-scripts='/site-chrome-plain.js'`,
    );
    // A page that may start the app keeps the live one.
    expect(rewriteGatsbyScripts(withPart("data-map-src"), "x.html", scripts, CONTACT)).toContain(
      `data-scripts='/site-chrome-live.js'`,
    );
  });

  it("reads the mode declared in page-modes.ts for each built page", () => {
    expect(pageMode("/contact/")).toEqual(CONTACT);
    expect(pageMode("/thank-you/")).toEqual(THANK_YOU);
    expect(pageMode("/get-a-quote/")).toEqual(NONE);
    expect(pageMode("/tv-repair/")).toEqual(NONE);
    // The status page's form needs no app: its chrome script looks up (page-runtime/status-lookup.ts).
    expect(pageMode("/status/")).toEqual(NONE);
    expect(pageMode("/404.html")).toEqual(NONE);
  });

  it("brings the script text of a page left from an earlier build up to date", () => {
    const first = rewriteGatsbyScripts(page("/about/"), "about/index.html");
    const older = first.replace(BOOTSTRAP_SCRIPT, "(function(){})()");
    expect(rewriteGatsbyScripts(older, "about/index.html")).toBe(first);
    expect(rewriteGatsbyScripts(first, "about/index.html")).toBe(first);
  });

  it("takes the new scripts Gatsby stitched into a page it did not write again (a later build with other app code)", () => {
    const first = rewriteGatsbyScripts(page("/it's/"), "x.html");
    // Gatsby re-stitches its `_gatsby-scripts` slice between the markers our rewrite left in place.
    const slice = /<!-- slice-start id="_gatsby-scripts-1" -->[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/;
    const newer = page("/it's/")
      .replace(/7bb954784667cbc4a21b/g, "0c0ffee0c0ffee0c0ffe")
      .replace(/webpack-runtime-9f8e/g, "webpack-runtime-5a5a");
    const restitched = first.replace(slice, () => slice.exec(newer)![0]);
    const again = rewriteGatsbyScripts(restitched, "x.html");
    expect(again).toBe(rewriteGatsbyScripts(newer, "x.html"));
    expect(inlineScripts(again)).toEqual([BOOTSTRAP_SCRIPT]);
    expect(again).toContain(`data-page-path='/it&#39;s/'`);
    expect(again).toContain(`data-compilation-hash='0c0ffee0c0ffee0c0ffe'`);
    expect(again).toContain(`data-scripts='/webpack-runtime-5a5a.js /app-1a2b.js'`);
    expect(again).not.toContain("<script src=");
  });

  it("sets the same globals Gatsby's scripts set, then requests the app's scripts after the next frame", () => {
    const html = rewriteGatsbyScripts(page("/it's/"), "x.html");
    const data = (name: string) =>
      new RegExp(`data-${name}='([^']*)'`)
        .exec(html)![1]
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&amp;/g, "&");
    const window: Record<string, unknown> = {};
    const appended: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const document = {
      currentScript: {
        dataset: {
          pagePath: data("page-path"),
          compilationHash: data("compilation-hash"),
          chunkMapping: data("chunk-mapping"),
          scripts: data("scripts"),
        },
      },
      createElement: () => ({ src: "" }),
      body: { appendChild: (script: { src: string }) => appended.push(script.src) },
    };
    new Function("window", "document", "requestAnimationFrame", "setTimeout", BOOTSTRAP_SCRIPT)(
      window,
      document,
      (run: () => void) => frames.push(run),
      (run: () => void) => timers.push(run),
    );
    expect(window).toEqual({
      pagePath: "/it's/",
      ___webpackCompilationHash: "7bb954784667cbc4a21b",
      ___chunkMapping: JSON.stringify({ app: ["/app-1a2b.js"] }),
    });
    expect(appended).toEqual([]); // nothing before the first frame
    frames.forEach((run) => run());
    timers.forEach((run) => run()); // the after-paint timer and the hidden-tab fallback: once only
    expect(appended).toEqual(["/webpack-runtime-9f8e.js", "/app-1a2b.js"]);
  });

  it("fails naming the file and the script when Gatsby's output is not as expected", () => {
    const changed = page("/").replace(/<script>window\.___webpackCompilationHash[^<]*<\/script>/, "");
    expect(() => rewriteGatsbyScripts(changed, "public/index.html")).toThrow(
      /public\/index\.html: .*window\.___webpackCompilationHash/,
    );
  });
});

describe("appPrefetch", () => {
  const groups = {
    namedChunkGroups: {
      "component---src-pages-contact-tsx": {
        assets: ["commons-1.js", { name: "component---src-pages-contact-tsx-2.js" }, { name: "x.js.map" }],
      },
    },
    childAssetsByChunkName: { "component---src-pages-contact-tsx": { prefetch: ["921-3.js"] } },
  };
  it("lists the page's chunks and those its code prefetches, Gatsby's app data, the page's data and its static queries' results", () => {
    expect(
      appPrefetch(groups, {
        componentChunkName: "component---src-pages-contact-tsx",
        path: "/contact/",
        staticQueryHashes: ["2509007996"],
      }),
    ).toEqual([
      "/commons-1.js",
      "/component---src-pages-contact-tsx-2.js",
      "/921-3.js",
      "/page-data/app-data.json",
      "/page-data/contact/page-data.json",
      "/page-data/sq/d/2509007996.json",
    ]);
    expect(appPrefetch(groups, { componentChunkName: "component---src-pages-contact-tsx", path: "/" })).toContain(
      "/page-data/index/page-data.json",
    );
  });
  it("fails naming the chunk group webpack's stats do not have", () => {
    expect(() => appPrefetch(groups, { componentChunkName: "component---gone", path: "/x/" })).toThrow(
      "component---gone",
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
