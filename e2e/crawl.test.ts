import services from "../data/services.json";
import { connectBrowser, server } from "./helpers";
import { langOfPath } from "../src/domain/language";

/** Site paths linked from a page's HTML (href="/..."), without query or fragment. */
const linksOf = (html: string) =>
  [...html.matchAll(/\shref="(\/[^"#?]*)[^"]*"/g)].map((m) => m[1]).filter((href) => !href.startsWith("//"));

describe("crawlers", () => {
  it("/sitemap.xml is XML and every <loc> answers 200 from the local server", async () => {
    const response = await fetch(`${server().baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((l) => l.includes("404"))).toBe(false);
    for (const loc of locs) {
      const local = server().baseUrl + new URL(loc).pathname;
      expect([loc, (await fetch(local)).status]).toEqual([loc, 200]);
    }
  });

  it("a crawl from / finds no broken internal link and reaches every page of the sitemap", async () => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      const response = await fetch(server().baseUrl + path);
      if (response.status !== 200) {
        broken.push(`${path} -> ${response.status}`);
        continue;
      }
      if (!(response.headers.get("content-type") ?? "").includes("html")) continue;
      for (const link of linksOf(await response.text())) {
        if (seen.has(link) || link.startsWith("/api/")) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    const xml = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
    const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of inSitemap) expect([path, seen.has(path)]).toEqual([path, true]);
  });

  it("robots.txt keeps crawlers out of /api/ and /admin/ and names the absolute sitemap", async () => {
    const text = await (await fetch(`${server().baseUrl}/robots.txt`)).text();
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/admin\/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  it("the CMS at /admin/ is in neither sitemap, and says noindex in its page and its headers", async () => {
    const xml = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
    const html = await (await fetch(`${server().baseUrl}/sitemap/`)).text();
    expect(xml).not.toContain("/admin");
    expect(html).not.toContain("/admin");
    const admin = await fetch(`${server().baseUrl}/admin/`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("/sitemap/ counts match the XML", async () => {
    const html = await (await fetch(`${server().baseUrl}/sitemap/`)).text();
    const xml = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
    // The English sitemap page lists the English pages; their Spanish pages are their pairs in the XML.
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]).pathname)
      .filter((p) => langOfPath(p) === "en");
    const serviceCount = Number(/Services \((\d+)\)/.exec(html)?.[1]);
    const posts = Number(/Blog posts \((\d+)\)/.exec(html)?.[1]);
    const main = Number(/Main pages \((\d+)\)/.exec(html)?.[1]);
    const prices = Number(/Repair prices \((\d+)\)/.exec(html)?.[1]);
    expect(prices).toBe(paths.filter((p) => p.startsWith("/pricing/")).length);
    expect(serviceCount).toBe(services.services.length);
    // Posts are /blog/<slug>/; /blog/ and /blog/2/, /blog/3/, ... are the list's pages.
    expect(posts).toBe(paths.filter((p) => p.startsWith("/blog/") && !/^\/blog\/(\d+\/)?$/.test(p)).length);
    expect(main + prices + serviceCount + posts).toBe(paths.length);
    const download = /<a\b[^>]*href="\/sitemap\.xml"[^>]*>/.exec(html)?.[0];
    expect(download).toMatch(/download="sitemap\.xml"/);
  });

  it("sitemap.xml is well-formed sitemaps.org 0.9 XML, and the index points at the same URL set", async () => {
    const xml = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
    const browser = await connectBrowser();
    try {
      const page = await browser.newPage();
      const report = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
        const urls = [...doc.getElementsByTagNameNS(ns, "url")];
        return {
          parserError: doc.getElementsByTagName("parsererror").length,
          root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
          count: urls.length,
          bad: urls.filter((url) => {
            const loc = url.getElementsByTagNameNS(ns, "loc")[0]?.textContent ?? "";
            const priority = Number(url.getElementsByTagNameNS(ns, "priority")[0]?.textContent);
            const changefreq = url.getElementsByTagNameNS(ns, "changefreq")[0]?.textContent ?? "";
            const lastmod = url.getElementsByTagNameNS(ns, "lastmod")[0]?.textContent;
            return (
              !/^https?:\/\/[^/]+\//.test(loc) ||
              loc.length > 2048 ||
              !(priority >= 0 && priority <= 1) ||
              !["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"].includes(changefreq) ||
              (lastmod !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(lastmod))
            );
          }).length,
        };
      }, xml);
      expect(report).toEqual({
        parserError: 0,
        root: "http://www.sitemaps.org/schemas/sitemap/0.9 urlset",
        count: expect.any(Number),
        bad: 0,
      });
      expect(report.count).toBeGreaterThan(40);
    } finally {
      await browser.close();
    }
    const index = await (await fetch(`${server().baseUrl}/sitemap-index.xml`)).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(parts).toEqual(["/sitemap-0.xml"]);
    expect(await (await fetch(`${server().baseUrl}/sitemap-0.xml`)).text()).toBe(xml);
  });
});
