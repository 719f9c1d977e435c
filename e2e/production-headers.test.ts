import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { builtPages, pagePathOf } from "../scripts/lib/built-pages.cjs";
import { cspHash, inlineScripts } from "../src/page-runtime/inline-scripts";
import { formService } from "./facts";
import { connectBrowser, fillContactForm, gotoAndSettle, openPage, sendForm, server, until } from "./helpers";

// The e2e server is `npm start`'s (scripts/serve.mjs), which applies netlify.toml's [[headers]].
const publicDir = path.resolve(__dirname, "..", "public");
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const get = (urlPath: string, init?: RequestInit) => fetch(server().baseUrl + urlPath, init);
const scriptSources = (csp: string) =>
  csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === "script-src")!
    .slice(1);

/** Records every CSP violation in the page, including ones in lazily loaded chunks. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeBinding("reportViolation", (_source, text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      ),
    ),
  );
  return violations;
}

describe("the production Content-Security-Policy", () => {
  it("allows every inline script of every built page by its hash", async () => {
    const allowed = scriptSources((await get("/")).headers.get("content-security-policy") ?? "");
    const pages = builtPages(publicDir);
    expect(pages.length).toBeGreaterThan(40);
    const refused = pages.flatMap((file) =>
      inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8"))
        .filter((script) => !allowed.includes(cspHash(script)))
        .map((script) => `${file}: ${script.slice(0, 80)}`),
    );
    expect(refused).toEqual([]);
  });

  // A page of each kind: with the app, chrome-only, made by data (a service, a post), and the not-found page.
  const templates = [
    "/",
    formService.path,
    "/about/",
    "/locations/",
    "/contact/",
    "/thank-you/",
    "/blog/",
    builtPages()
      .map(pagePathOf)
      .find((p: string) => /^\/blog\/[^/]+\/$/.test(p) && !/^\/blog\/\d+\/$/.test(p))!,
    "/sitemap/",
    "/no-such-page/",
  ];
  describe("each page, one after the other in one browser context", () => {
    let opened: Awaited<ReturnType<typeof openPage>>;
    let violations: string[];
    beforeAll(async () => {
      opened = await openPage(browser, { viewport: { width: 390, height: 844 } });
      violations = await watchViolations(opened.page);
    });
    afterAll(() => opened?.context.close());

    it.each(templates)("%s loads and hydrates under it with no violation", async (urlPath) => {
      const { page } = opened;
      violations.length = 0;
      const response = await gotoAndSettle(page, urlPath);
      expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
      // The mobile menu opens under the policy too.
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").waitFor();
      expect(violations).toEqual([]);
    });
  });

  it("lets the Google Maps embed load on /locations/", async () => {
    const { page, context } = await openPage(browser);
    const violations = await watchViolations(page);
    await gotoAndSettle(page, "/locations/");
    const maps = page.locator('iframe[src^="https://www.google.com/maps"]');
    await page.locator("footer").scrollIntoViewIfNeeded(); // the maps load when they come near the screen
    await maps.nth(1).waitFor();
    await expect(maps.count()).resolves.toBe(2);
    // The test browser answers outside requests with a stub page, so a loaded frame shows "Map".
    for (const frame of await maps.all())
      await expect((await frame.contentFrame())!.locator("p").textContent()).resolves.toBe("Map");
    expect(violations).toEqual([]);
    await context.close();
  });

  it("lets the contact form send a request, then shows the thank-you page", async () => {
    const { page, context } = await openPage(browser);
    const violations = await watchViolations(page);
    await gotoAndSettle(page, "/contact/");
    await fillContactForm(page, {
      name: "Cee Spee",
      phone: "(704) 555-0142",
      email: "csp@example.com",
      message: "Checking the form under the production CSP.",
    });
    await sendForm(page);
    await page.waitForURL("**/thank-you/");
    expect(violations).toEqual([]);
    await until("the e-mail", () =>
      fs
        .readdirSync(server().outbox)
        .filter((f) => f.endsWith(".eml"))
        .some((f) => fs.readFileSync(path.join(server().outbox, f), "utf8").includes("Cee Spee")),
    );
    await context.close();
  });
});

describe("response headers, as netlify.toml sets them", () => {
  const security = {
    "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  };
  const headers = (response: Response) => Object.fromEntries(response.headers.entries());

  it("a page: the security headers, the CSP, and revalidation", async () => {
    for (const urlPath of ["/", "/contact/", "/no-such-page/"]) {
      const response = await get(urlPath);
      expect(headers(response)).toMatchObject({ ...security, "cache-control": "public, max-age=0, must-revalidate" });
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
    }
  });

  it("the staff's desk: its own browsing context group (Cross-Origin-Opener-Policy), the visitors' pages none", async () => {
    const response = await get("/desk/");
    expect(response.status).toBe(200);
    expect(headers(response)).toMatchObject({ ...security, "cross-origin-opener-policy": "same-origin" });
  });

  it("a hashed JS file, the site chrome's script and a /static/ file: cached for a year, immutable", async () => {
    const contact = await (await get("/contact/")).text();
    // The contact page keeps the app's scripts for the visitor's first turn to its form (page-runtime/app-on-intent.ts).
    const js = /data-app-scripts='[^']*(\/app-[0-9a-f]+\.js)/.exec(contact)![1];
    // A page with no JavaScript of its own starts the site chrome's script only (page-runtime/script-no-app.ts).
    const home = await (await get("/")).text();
    const chrome = /data-scripts='(\/site-chrome-[0-9a-f]{20}\.js)'/.exec(home)![1];
    const blog = await (await get("/blog/")).text();
    const staticFile = /(\/static\/[0-9a-f]{32}\/[^"'\s),]+)/.exec(blog)?.[1];
    for (const urlPath of [js, chrome, staticFile].filter((p): p is string => Boolean(p))) {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(headers(response)).toMatchObject({ ...security, "cache-control": "public, max-age=31536000, immutable" });
    }
    expect(staticFile).toBeDefined();
  });

  it("page data: revalidated on every visit", async () => {
    const response = await get("/page-data/index/page-data.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("the function: its own no-store and nosniff, 405 for GET", async () => {
    const post = await get("/api/send-contact-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Head Ers",
        phone: "(704) 555-0143",
        email: "headers@example.com",
        service: formService.label,
        message: "Checking the function's headers.",
      }),
    });
    expect(post.status).toBe(200);
    expect(headers(post)).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
    const getResponse = await get("/api/send-contact-email");
    expect(getResponse.status).toBe(405);
    expect(headers(getResponse)).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
  });
});
