import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import services from "../data/services.json";
import site from "../data/site.json";
import { internationalPhone } from "../src/domain/phone";
import { pageMode } from "../src/page-runtime/page-modes";
import { LANGUAGES, langOfPath, pathIn } from "../src/domain/language";
import { locationPath } from "../src/lib/locations";
import { pruneCustomProperties } from "../src/theme/prune-variables";
import { server } from "./helpers";

const publicDir = path.resolve(__dirname, "..", "public");

/** Required properties Google reads, by schema.org type. */
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url", "telephone", "subOrganization"],
  ElectronicsStore: ["@id", "name", "address", "telephone", "openingHoursSpecification", "parentOrganization"],
  BlogPosting: ["headline", "image", "datePublished"],
  BreadcrumbList: ["itemListElement"],
  FAQPage: ["mainEntity"],
  Service: ["name", "provider"],
  WebPage: ["name", "url"],
  CollectionPage: ["name", "url"],
  ContactPage: ["name", "url"],
  HowTo: ["name", "step"],
};

type Block = Record<string, unknown> & { "@type": string };

const TITLE_LIMIT = 60;

/** Bytes of a page's CSS, brotli-compressed: the first round trip carries about 14.6 KB, headers included. */
const CSS_BUDGET_NO_APP = 6500;
const CSS_BUDGET_APP = 9000;

/** The text of the page's <title>, with the entities React writes decoded. */
const titleOf = (html: string): string =>
  (/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** A blog post's name as written in data/blog, or undefined for any other page. */
const postName = (pagePath: string): string | undefined => {
  const slug = /^\/blog\/([^/]+)\/$/.exec(pagePath)?.[1];
  const file = slug && path.resolve(__dirname, "..", "data", "blog", `${slug}.json`);
  return file && fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as { title: string }).title
    : undefined;
};

/**
 * Every title fits in 60 characters and is whole; only a blog post whose name is longer
 * may be cut, after whole words of its name, with "...".
 */
function expectTitleReadsWhole(pagePath: string, title: string) {
  expect(title.length).toBeGreaterThan(0);
  expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
  const name = postName(pagePath);
  if (name !== undefined && name.replace(/\s+/g, " ").length > TITLE_LIMIT) {
    expect(title).toMatch(/[^\s.,;:&-]\.\.\.$/);
    const kept = title.slice(0, -3);
    expect(name.startsWith(kept)).toBe(true);
    expect(name.charAt(kept.length)).toMatch(/[\s.,;:!?&-]/);
  } else {
    expect(title).not.toMatch(/\.\.\.|\u2026/);
  }
}

function pagesOf(): Array<{ path: string; html: string }> {
  return fs
    .readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")
    .match(/<loc>[^<]+<\/loc>/g)!
    .map((loc) => new URL(loc.slice(5, -6)).pathname)
    .map((p) => ({ path: p, html: fs.readFileSync(path.join(publicDir, p, "index.html"), "utf8") }));
}

describe("head and structured data on every page", () => {
  const pages = pagesOf();
  const siteUrl = site.siteUrl;

  it.each(pages.map((p) => [p.path, p]))("%s", (pagePath, page) => {
    const { html } = page as { html: string };
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expectTitleReadsWhole(pagePath as string, titleOf(html));
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${siteUrl}${pagePath}`);
    expect(html).toMatch(`<html lang="${langOfPath(pagePath as string)}"`);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].flatMap((m) => {
      const doc = JSON.parse(m[1]) as { "@context": string; "@graph": Block[] };
      expect(doc["@context"]).toBe("https://schema.org");
      return doc["@graph"];
    });
    for (const block of blocks) {
      expect(Object.keys(REQUIRED)).toContain(block["@type"]);
      for (const property of REQUIRED[block["@type"]])
        expect([block["@type"], property, block[property] !== undefined]).toEqual([block["@type"], property, true]);
      if (block["@type"] === "Organization") {
        expect(block.name).toBe(site.name);
        expect(block.subOrganization).toEqual(
          site.locations.map((l) => ({ "@id": `${siteUrl}/locations/${l.id}/#business` })),
        );
      }
      if (block["@type"] === "ElectronicsStore") {
        const location = site.locations.find((l) => block["@id"] === `${siteUrl}/locations/${l.id}/#business`)!;
        expect(location).toBeDefined();
        expect(block.name).toBe(`${site.name} - ${location.name}`);
        // A shop's full facts are on its own page (and the hub that lists both), in each language, nowhere else.
        expect(LANGUAGES.flatMap((lang) => [pathIn("/locations/", lang), locationPath(location.id, lang)])).toContain(
          pagePath,
        );
        expect(block.address).toMatchObject({
          streetAddress: location.streetAddress,
          addressLocality: location.city,
          postalCode: location.postalCode,
        });
        expect(block.telephone).toBe(internationalPhone(location.phone));
      }
      if (block["@type"] === "BreadcrumbList")
        for (const item of block.itemListElement as Array<Record<string, unknown>>) {
          expect(item).toEqual({
            "@type": "ListItem",
            position: expect.any(Number),
            name: expect.any(String),
            item: expect.stringMatching(/^https?:/),
          });
          // Each step is a page in the page's own language (a Spanish page's trail stays Spanish).
          expect([item.item, langOfPath(new URL(item.item as string).pathname)]).toEqual([
            item.item,
            langOfPath(pagePath),
          ]);
        }
      if (block["@type"] === "FAQPage")
        for (const q of block.mainEntity as Array<Record<string, unknown>>)
          expect(q).toMatchObject({
            "@type": "Question",
            name: expect.any(String),
            acceptedAnswer: { "@type": "Answer", text: expect.any(String) },
          });
    }
  });

  it.each(pages.map((p) => [p.path, p]))("%s loads nothing render-blocking and reserves image space", (_path, page) => {
    const { html } = page as { html: string };
    const head = html.slice(0, html.indexOf("</head>"));
    for (const tag of head.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? [])
      expect(tag).toMatch(/\b(async|defer)\b|type="module"/);
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com|@font-face[^}]*url\(["']?https?:/);
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(img).toMatch(/\swidth="\d+"/);
      expect(img).toMatch(/\sheight="\d+"/);
    }
    // No SVG image, the tab's icon included: Chrome builds each as a document on the page's main thread, 4-14 ms of
    // every load on this host (scripts/render-images.mjs). The icon is the PNG rendered from static/favicon.svg.
    expect(html).not.toMatch(/<(img|link)\b[^>]*\.svg["'?#]/);
    expect([...html.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="icon" href="/favicon.png" sizes="48x48" type="image/png" data-gatsby-head="true"/>',
    ]);
    const lcp = (html.match(/<img\b[^>]*>/g) ?? [])[0];
    if (lcp && /\/blog\//.test(_path as string))
      expect(lcp).toMatch(/fetchpriority="high"[^>]*loading="eager"|loading="eager"[^>]*fetchpriority="high"/);
  });

  it.each(pages.map((p) => [p.path, p]))(
    "%s carries lean CSS: no vendor prefix, no custom property unread, within its budget",
    (pagePath, page) => {
      // The bytes of the first round trip decide the first paint on a slow connection: the CSS is half of a page.
      const { html } = page as { html: string };
      const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      // What a prefixer writes: a prefixed copy of a property the same rule sets unprefixed, or a prefixed display or
      // position value (the reset's own -webkit-text-size-adjust and the like have no unprefixed form, and stay).
      const copies = [...sheets.join("").matchAll(/\{([^{}]*)\}/g)].flatMap(([, block]) => {
        const names = block.split(";").map((declaration) => declaration.split(":")[0].trim());
        return names.filter((name) => /^-(webkit|moz|ms)-/.test(name) && names.includes(name.replace(/^-\w+-/, "")));
      });
      // Written by hand: Safari's user-select in the button recipe, and the reset's tab-size for Firefox before 91.
      expect(copies.filter((name) => !["-webkit-user-select", "-moz-tab-size"].includes(name))).toEqual([]);
      expect(sheets.join("")).not.toMatch(/(display|position):-(webkit|moz|ms)-/);
      // Compressed as `npm start` sends it (brotli, quality 4): a page that starts no app 6.2 KB now (a service page's
      // was 8.0 KB before its buttons shared the recipe's CSS, theme/static/buttons.ts), one with the app 8.5 KB.
      const startsNoApp = pageMode(pagePath).app === "none";
      const brotli = zlib.brotliCompressSync(sheets.join(""), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      }).length;
      expect(brotli).toBeLessThanOrEqual(startsNoApp ? CSS_BUDGET_NO_APP : CSS_BUDGET_APP);
      // A page that never starts the app (gatsby-ssr.tsx, theme/prune-variables.ts) has nothing left to prune.
      if (startsNoApp) {
        const body = html.slice(html.indexOf("<body"));
        expect(pruneCustomProperties(sheets, body).join("").length).toBe(sheets.join("").length);
      }
    },
  );

  it("the tab's icon is a 48 px PNG in the build", () => {
    const png = fs.readFileSync(path.join(publicDir, "favicon.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48]);
  });

  it("the home page's title names the business, the trade and the city", () => {
    const title = titleOf(pages.find((p) => p.path === "/")!.html);
    expect(title).toContain(site.name);
    expect(title).toMatch(/Repair/);
    expect(title).toContain(site.locations[0].city);
  });

  it.each(services.services.map((s) => [s.path, s.label]))("%s's title names %s and the city", (servicePath, label) => {
    const title = titleOf(pages.find((p) => p.path === servicePath)!.html);
    expect(title).toContain(label);
    expect(title).toContain(site.locations[0].city);
  });

  it("the not-found page has one h1, a title and a description", async () => {
    const html = await (await fetch(`${server().baseUrl}/no-such-page/`)).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expectTitleReadsWhole("/no-such-page/", titleOf(html));
    expect(html).toMatch(/<meta name="description"/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});
