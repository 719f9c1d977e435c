import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BOOTSTRAP_SCRIPT, cspHash } from "../../../src/page-runtime/inline-scripts";
import {
  functionRoutes,
  headerRules,
  headersFor,
  notFoundPages,
  pathPattern,
  readNetlifyConfig,
} from "../netlify-config.cjs";

const config = readNetlifyConfig();
const rules = headerRules(config);
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe("netlify.toml", () => {
  it("builds the site and the function with Node 20 and no telemetry", () => {
    expect(config.build).toMatchObject({ command: "npm run build", publish: "public", functions: "functions-build" });
    expect(config.build?.environment).toMatchObject({ NODE_VERSION: "20", GATSBY_TELEMETRY_DISABLED: "1" });
    const scripts = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../package.json"), "utf8")).scripts;
    // npm run build: the site, then the functions (npm test runs its two halves apart, the type check beside the second).
    expect(scripts.build).toBe("npm run build:site && npm run build:functions");
    expect(scripts["build:site"]).toMatch(/(^|&& |=1 )gatsby build$/);
    expect(scripts["build:functions"]).toMatch(/(^|&& |=1 )netlify-lambda build functions -c /);
  });

  it("sends /api/send-contact-email, /api/request-status and /api/desk/* to their Netlify functions with status 200", () => {
    expect(config.redirects).toContainEqual(
      expect.objectContaining({
        from: "/api/send-contact-email",
        to: "/.netlify/functions/send-contact-email",
        status: 200,
      }),
    );
    expect(functionRoutes(config)).toEqual([
      { from: "/api/send-contact-email", name: "send-contact-email" },
      { from: "/api/request-status", name: "request-status" },
      { from: "/api/desk/*", name: "desk" },
    ]);
  });

  it("answers a missing address under /es/ with the Spanish not-found page (status 404), the build's /es/404.html", () => {
    const rules = notFoundPages(config);
    expect(rules.map(({ from, to }) => ({ from, to }))).toEqual([{ from: "/es/*", to: "/es/404.html" }]);
    expect(rules[0].pattern.test("/es/no-existe/")).toBe(true);
    expect(rules[0].pattern.test("/no-such-page/")).toBe(false);
  });

  it("sends the security headers with every page", () => {
    for (const page of ["/", "/about/", "/blog/same-day-computer-repair-charlotte/", "/404.html", "/sitemap.xml"]) {
      expect(headersFor(rules, page)).toMatchObject({
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-Frame-Options": "DENY",
      });
    }
    const permissions = headersFor(rules, "/")["Permissions-Policy"];
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(permissions).toContain(`${feature}=()`);
  });

  it("opens the staff's desk, and no page of the visitors', in a browsing context group of its own", () => {
    for (const page of ["/desk/", "/desk/index.html"])
      expect(headersFor(rules, page)["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    for (const page of ["/", "/contact/", "/status/", "/thank-you/", "/es/contacto/", "/deskside/"])
      expect(headersFor(rules, page)["Cross-Origin-Opener-Policy"]).toBeUndefined();
  });

  it("has a CSP of self, the bootstrap script's hash, emotion's inline styles and the maps embed", () => {
    const csp = directives(headersFor(rules, "/")["Content-Security-Policy"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'", cspHash(BOOTSTRAP_SCRIPT)]);
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:"]);
    expect(csp["frame-src"]).toEqual(["https://www.google.com/maps"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("caches hashed assets for a year and makes HTML and page data revalidate", () => {
    const cache = (p: string) => headersFor(rules, p)["Cache-Control"];
    const immutable = "public, max-age=31536000, immutable";
    const revalidate = "public, max-age=0, must-revalidate";
    expect(cache("/app-b559d4dbfef833859c3b.js")).toBe(immutable);
    expect(cache("/component---src-pages-index-tsx-aed8939768d78c8a3df1.js")).toBe(immutable);
    expect(cache("/styles.0f1e2d3c.css")).toBe(immutable);
    expect(cache("/static/6d91c86c0fde632ba4cd01062fd9ccfa/a1b2c/hero.jpg")).toBe(immutable);
    expect(cache("/")).toBe(revalidate);
    expect(cache("/computer-repair/")).toBe(revalidate);
    expect(cache("/404.html")).toBe(revalidate);
    expect(cache("/page-data/index/page-data.json")).toBe(revalidate);
    expect(cache("/page-data/app-data.json")).toBe(revalidate);
  });
});

describe("header rules", () => {
  it("match paths as Netlify does: * anything, :name one segment, the trailing slash optional", () => {
    expect(pathPattern("/*").test("/a/b/c.js")).toBe(true);
    expect(pathPattern("/*.js").test("/dir/app-1.js")).toBe(true);
    expect(pathPattern("/*.js").test("/app.json")).toBe(false);
    expect(pathPattern("/blog/:slug").test("/blog/post/")).toBe(true);
    expect(pathPattern("/blog/:slug").test("/blog/post/more/")).toBe(false);
    expect(pathPattern("/about/").test("/about")).toBe(true);
    expect(pathPattern("/a.b").test("/axb")).toBe(false);
  });

  it("let a later rule replace an earlier one's value, whatever the case of the name", () => {
    const later = headerRules({
      headers: [
        { for: "/*", values: { "cache-control": "no-cache", "X-A": "1" } },
        { for: "/*.js", values: { "Cache-Control": "immutable" } },
      ],
    });
    expect(headersFor(later, "/x.js")).toEqual({ "X-A": "1", "Cache-Control": "immutable" });
    expect(headersFor(later, "/x.html")).toEqual({ "cache-control": "no-cache", "X-A": "1" });
  });

  it("name the file and the place of a mistake", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-toml-"));
    fs.writeFileSync(path.join(dir, "netlify.toml"), '[[headers]]\n  for = "/*"\n  [headers.values]\n    X-A = \n');
    expect(() => readNetlifyConfig(path.join(dir, "netlify.toml"))).toThrow(/netlify\.toml: .*line 4/i);
    expect(() => headerRules({ headers: [{ for: "*.js", values: {} }] })).toThrow(/rule 1 needs `for`/);
  });

  describe("the CMS at /admin/", () => {
    const paths = [
      "/",
      "/contact/",
      "/tv-repair/",
      "/app-1a2b.js",
      "/styles.css",
      "/static/x.png",
      "/page-data/x.json",
      "/admin",
      "/administrator/",
    ];
    const withoutAdmin = headerRules({
      ...config,
      headers: (config.headers ?? []).filter((h) => h.for !== "/admin/*"),
    });

    it("leaves every other path's headers as they were", () => {
      for (const p of paths) expect([p, headersFor(rules, p)]).toEqual([p, headersFor(withoutAdmin, p)]);
    });

    it("has its own CSP: eval for the CMS, GitHub's API and avatars, the local backend on loopback, nothing else", () => {
      const csp = directives(headersFor(rules, "/admin/")["Content-Security-Policy"]);
      expect(csp["script-src"]).toEqual(["'self'", "'unsafe-eval'"]);
      expect(csp["connect-src"]).toEqual([
        "'self'",
        "blob:",
        "https://api.github.com",
        "http://localhost:8081",
        "http://127.0.0.1:8081",
      ]);
      expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]);
      expect(csp["frame-src"]).toEqual(["'none'"]);
      expect(csp["frame-ancestors"]).toEqual(["'none'"]);
      expect(csp["object-src"]).toEqual(["'none'"]);
      const site = directives(headersFor(rules, "/")["Content-Security-Policy"]);
      expect(site["script-src"]).not.toContain("'unsafe-eval'");
    });

    it("lets the sign-in pop-up answer, is not indexed, and is revalidated (its files have no content hash)", () => {
      for (const p of ["/admin/", "/admin/decap-cms.js", "/admin/config.yml"]) {
        const headers = headersFor(rules, p);
        expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
        expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
        expect(headers["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
      }
    });
  });
});
