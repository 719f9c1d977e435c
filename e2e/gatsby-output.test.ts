import fs from "node:fs";
import path from "node:path";
import { builtPages, pagePathOf } from "../scripts/lib/built-pages.cjs";
import { appPrefetch, PAGE_COMPONENT_CHUNK, pageDataPath, type WebpackStats } from "../src/page-runtime/gatsby-output";

// What the site relies on in Gatsby's own output (src/page-runtime/gatsby-output.ts), one test each, against this build: on a
// Gatsby upgrade that changes one of them, its test names it. (The forms of the page's end scripts fail the build
// itself, naming the page: page-runtime/inline-scripts.ts.)

const publicDir = path.resolve(__dirname, "..", "public");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(publicDir, file), "utf8")) as unknown;
const stats = read("webpack.stats.json") as WebpackStats;
const pages = builtPages(publicDir).map((file) => ({ file, pagePath: pagePathOf(file) }));
type PageData = { componentChunkName: string; path: string; staticQueryHashes?: string[] };
const dataOf = (pagePath: string) => read(pageDataPath(pagePath).slice(1)) as PageData;

describe("Gatsby's output, as the build relies on it", () => {
  it("writes each page's data at /page-data/<path>/page-data.json, naming the page (pageDataPath)", () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const { pagePath } of pages) expect([pagePath, dataOf(pagePath).path]).toEqual([pagePath, pagePath]);
  });

  it("names each page component's chunk group component---<path>, as the page data does (the commons test)", () => {
    const groups = Object.keys(stats.namedChunkGroups).filter((name) => name.startsWith(PAGE_COMPONENT_CHUNK));
    expect(groups.length).toBeGreaterThanOrEqual(15);
    for (const { pagePath } of pages) {
      const { componentChunkName } = dataOf(pagePath);
      expect([pagePath, componentChunkName.startsWith(PAGE_COMPONENT_CHUNK)]).toEqual([pagePath, true]);
      expect([pagePath, groups.includes(componentChunkName)]).toEqual([pagePath, true]);
    }
  });

  it("lists a page group's files in webpack.stats.json, and its prefetched chunks by group (appPrefetch)", () => {
    const contact = appPrefetch(stats, dataOf("/contact/"));
    for (const url of contact) expect([url, fs.existsSync(path.join(publicDir, url))]).toEqual([url, true]);
    expect(contact.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(0);
    expect(stats.childAssetsByChunkName).toBeDefined();
  });

  it("writes the static queries' results at /page-data/sq/d/<hash>.json and the app's data at app-data.json", () => {
    expect(fs.existsSync(path.join(publicDir, "page-data", "app-data.json"))).toBe(true);
    const hashes = new Set(pages.flatMap(({ pagePath }) => dataOf(pagePath).staticQueryHashes ?? []));
    expect(hashes.size).toBeGreaterThan(0);
    for (const hash of hashes)
      expect(fs.existsSync(path.join(publicDir, "page-data", "sq", "d", `${hash}.json`))).toBe(true);
  });

  it("keys gatsby-plugin-image's head styles gatsby-image-style, which gatsby-ssr.tsx leaves out", () => {
    for (const { file } of pages) {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      expect([file, /gatsby-image-wrapper|gatsby-image-style/.test(html)]).toEqual([file, false]);
    }
  });

  it("keeps a page context key the site sets (appMode): Gatsby drops one named mode", () => {
    for (const { pagePath } of pages) {
      const { result } = read(pageDataPath(pagePath).slice(1)) as { result: { pageContext: { appMode?: unknown } } };
      expect([pagePath, result.pageContext.appMode]).toEqual([
        pagePath,
        expect.objectContaining({ app: expect.any(String) }),
      ]);
    }
  });
});
