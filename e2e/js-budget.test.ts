import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { builtPages, pagePathOf } from "../scripts/lib/built-pages.cjs";
import { pageMode } from "../src/page-runtime/page-modes";
import { counterparts } from "../src/domain/language";
import { pageDataPath } from "../src/page-runtime/gatsby-output";

const publicDir = path.resolve(__dirname, "..", "public");
// Issue 12's 105 KB. Pages with no JavaScript of their own load no Chakra (page-runtime/static-page.tsx): 72.4-73.8 KB. The
// two pages with forms render them with static classes (theme/static/), so they load no Chakra either.
const BUDGET_TOTAL_KB = 105;
const BUDGET_OWN_KB = 25;
// A page with no JavaScript of its own starts no app at all: its one script is the site chrome's (page-runtime/script-no-app.ts).
const CHROME_ONLY_KB = 4;
// What the status page's chrome adds to the plain one: its form's lookup and the answer's rendering (about 1.1 KB).
const STATUS_LOOKUP_KB = 1.5;
// Chrome-only pages with a budget of their own: the status page runs the plain chrome and its lookup.
// The shop's desk (/desk/, for the staff) runs the plain chrome and its own list and changes (about 2.7 KB).
const CHROME_ONLY_BUDGETS: Record<string, number> = { "status/index.html": 5, "desk/index.html": 7 };
/** A page's file, or its English counterpart's (whose budget a Spanish page keeps). */
const englishPage = (file: string) => {
  const english = counterparts(pagePathOf(file)).en;
  return english ? `${english.slice(1)}index.html` : file;
};
// The price search's script (page-runtime/site-search.ts: MiniSearch, its code and the index of data/), loaded on the
// search box's first focus only (32.3 KB when written: 6.5 KB of code, 25.8 KB of index for 232 models, repairs and
// services).
const SEARCH_KB = 40;
// No template has a budget of its own now: the estimator's steps are pages without an app (issue 31, point 10).
const OWN_BUDGETS: Record<string, { totalKB: number; ownKB: number }> = {};

type Stats = { namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }> };

const gzipKB = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length / 1024;
const jsOf = (group: Stats["namedChunkGroups"][string]) =>
  group.assets.map((a) => (typeof a === "string" ? a : a.name)).filter((name) => name.endsWith(".js"));

/**
 * The JavaScript a first visit to each page template loads, from webpack's chunk groups:
 * Gatsby's app group (runtime, framework, app) plus the template's own group. Chunks
 * loaded later on interaction (mobile menu, toast, form validation) are not counted.
 */
describe("JavaScript budget per page (gzip)", () => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const appFiles = jsOf(stats.namedChunkGroups.app);
  const appKB = appFiles.reduce((sum, file) => sum + gzipKB(file), 0);
  const rows = Object.entries(stats.namedChunkGroups)
    .filter(([name]) => name.startsWith("component---"))
    .map(([name, group]) => {
      const files = jsOf(group);
      return {
        template: name.replace(/^component---src-/, "").replace(/-tsx$/, ""),
        totalKB: Number((appKB + files.reduce((sum, file) => sum + gzipKB(file), 0)).toFixed(1)),
        ownKB: Number(
          files
            .filter((file) => file.startsWith(name))
            .reduce((sum, file) => sum + gzipKB(file), 0)
            .toFixed(1),
        ),
      };
    });

  it("prints the table", () => {
    console.log(
      [
        `shared (runtime, framework, app): ${appKB.toFixed(1)} KB`,
        "template | total KB | own chunk KB",
        ...rows.map((r) => `${r.template} | ${r.totalKB} | ${r.ownKB}`),
      ].join("\n"),
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  const budget = (template: string) => OWN_BUDGETS[template] ?? { totalKB: BUDGET_TOTAL_KB, ownKB: BUDGET_OWN_KB };
  it.each(rows.map((r) => [r.template, r]))(
    `%s loads at most ${BUDGET_TOTAL_KB} KB, its own chunk at most ${BUDGET_OWN_KB} KB`,
    (_name, row) => {
      const { template, totalKB, ownKB } = row as (typeof rows)[number];
      expect(totalKB).toBeLessThanOrEqual(budget(template).totalKB);
      expect(ownKB).toBeLessThanOrEqual(budget(template).ownKB);
    },
  );

  it("loads framer-motion on no page: the estimator's steps are pages without an app", () => {
    // framer-motion's MotionConfig (a name minifying keeps) is in no script of this build's chunk groups (public/ may
    // keep files of an earlier build).
    const scripts = [...new Set(Object.values(stats.namedChunkGroups).flatMap((group) => jsOf(group)))];
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts)
      expect([file, fs.readFileSync(path.join(publicDir, file), "utf8").includes("MotionConfig")]).toEqual([
        file,
        false,
      ]);
  });

  it("loads Chakra's runtime (emotion) on no page's first visit, only in the chunks loaded later", () => {
    const firstLoad = new Set(Object.values(stats.namedChunkGroups).flatMap((group) => jsOf(group)));
    // Emotion's cache names its <style> elements `data-emotion`: a string minifying keeps.
    const hasEmotion = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8").includes("data-emotion");
    const later = fs.readdirSync(publicDir).filter((file) => file.endsWith(".js") && !firstLoad.has(file));
    expect(later.filter(hasEmotion).length).toBeGreaterThan(0);
    for (const [name, group] of Object.entries(stats.namedChunkGroups))
      if (name === "app" || name.startsWith("component---"))
        for (const file of jsOf(group)) expect([name, file, hasEmotion(file)]).toEqual([name, file, false]);
  });

  it(`every built page starts at most ${BUDGET_TOTAL_KB} KB (a chrome-only page ${CHROME_ONLY_KB} KB), counted from its HTML`, () => {
    // What a first visit runs before any interaction: the scripts the page's bootstrap starts, and for a page with the
    // app its template's chunks, which the app loads at once (the chunk groups above).
    const byPage = builtPages(publicDir).map((page) => {
      const html = fs.readFileSync(path.join(publicDir, page), "utf8");
      const scripts = /data-scripts='([^']*)'/.exec(html)![1].split(" ");
      // Every page but those whose app starts at load runs the site chrome's script first (page-modes.ts).
      const chromeOnly = pageMode(pagePathOf(page)).app !== "at-load";
      const started = scripts.reduce((sum, src) => sum + gzipKB(src.slice(1)), 0);
      // The template, from Gatsby's page data for the page's path.
      const pagePath = /data-page-path='([^']*)'/.exec(html)![1];
      const { componentChunkName } = JSON.parse(
        fs.readFileSync(path.join(publicDir, pageDataPath(pagePath)), "utf8"),
      ) as { componentChunkName: string };
      const template = rows.find((row) => `component---src-${row.template}-tsx` === componentChunkName);
      const templateKB = template?.totalKB ?? Infinity;
      // A chrome-only page that may start the app after all (page-runtime/app-rules.ts) then runs both.
      const live = /data-app-scripts='[^']*'/.test(html);
      return { page, chromeOnly, kB: chromeOnly ? started : templateKB, liveKB: live ? started + templateKB : 0 };
    });
    const chromeOnly = byPage.filter((p) => p.chromeOnly);
    const withApp = byPage.filter((p) => !p.chromeOnly);
    console.log(
      `${chromeOnly.length} chrome-only pages: ${Math.max(...chromeOnly.map((p) => p.kB)).toFixed(1)} KB; ` +
        `${withApp.length} with the app: ${withApp.map((p) => `${p.page} ${p.kB} KB`).join(", ")}; when live: ` +
        byPage
          .filter((p) => p.liveKB)
          .map((p) => `${p.page} ${p.liveKB.toFixed(1)} KB`)
          .join(", "),
    );
    // No page starts the app on a plain first visit: the thank-you page starts it to show a reference, the contact form
    // when the address carries what it reads or when the visitor turns to it (page-runtime/app-rules.ts).
    expect(withApp.map((p) => p.page)).toEqual([]);
    const live = byPage.filter((p) => p.liveKB);
    // The pages whose mode names a rule (page-modes.ts): the contact and thank-you pages, in each language.
    const ruled = byPage.filter((p) => "rule" in pageMode(pagePathOf(p.page))).map((p) => p.page);
    expect(ruled).toEqual(expect.arrayContaining(["contact/index.html", "thank-you/index.html"]));
    expect(live.map((p) => p.page).sort()).toEqual(ruled.sort());
    for (const p of live) expect([p.page, p.liveKB <= BUDGET_TOTAL_KB]).toEqual([p.page, true]);
    for (const p of chromeOnly)
      expect([p.page, p.kB <= (CHROME_ONLY_BUDGETS[englishPage(p.page)] ?? CHROME_ONLY_KB)]).toEqual([p.page, true]);
    for (const p of withApp) expect([p.page, p.kB <= BUDGET_TOTAL_KB]).toEqual([p.page, true]);
  });

  it(`the price search's scripts, loaded on the box's first focus, are at most ${SEARCH_KB} KB each; no page starts one`, () => {
    const files = fs.readdirSync(publicDir).filter((file) => /^site-search-[0-9a-f]+\.js$/.test(file));
    // The one that the chrome scripts of the built pages name (older builds leave their scripts in public/).
    const chromes = [...new Set(builtPages(publicDir).map((page) => chromeOf(page).code))];
    const named = files.filter((file) => chromes.some((code) => code.includes(`/${file}`)));
    // One in each language: its own index (the Spanish pages' finds Spanish pages in Spanish words).
    expect(named).toHaveLength(2);
    for (const file of named) {
      console.log(`the price search's script: ${file} ${gzipKB(file).toFixed(1)} KB`);
      expect(gzipKB(file)).toBeLessThanOrEqual(SEARCH_KB);
      for (const page of builtPages(publicDir))
        expect([page, fs.readFileSync(path.join(publicDir, page), "utf8").includes(file)]).toEqual([page, false]);
    }
  });

  /** The site chrome's script a built page starts, and its code. */
  const chromeOf = (page: string) => {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8");
    const [src] = /data-scripts='([^']*)'/.exec(html)![1].split(" ");
    return { src, code: fs.readFileSync(path.join(publicDir, src.slice(1)), "utf8") };
  };

  it("only the pages with a week of hours or a map carry the code that fills them", () => {
    const places = ["locations/index.html", "locations/charlotte/index.html", "locations/mount-gilead/index.html"];
    for (const page of places) expect([page, chromeOf(page).code.includes('"iframe"')]).toEqual([page, true]);
    for (const page of ["index.html", "tv-repair/index.html", "about/index.html", "contact/index.html"]) {
      const { src, code } = chromeOf(page);
      expect([page, src === chromeOf(places[0]).src, code.includes('"iframe"')]).toEqual([page, false, false]);
    }
    // The filter box's code only where there is one (the family price pages and the estimator's first step).
    const plain = chromeOf("tv-repair/index.html").src;
    const lists = builtPages(publicDir).filter((p) => /^pricing\/[a-z-]+\/index\.html$/.test(p));
    for (const page of [...lists, "get-a-quote/index.html"])
      expect([page, chromeOf(page).src === plain]).toEqual([page, false]);
    for (const page of ["pricing/index.html", "pricing/phones/apple/iphone-15/index.html"])
      expect([page, chromeOf(page).src === plain]).toEqual([page, true]);
  });

  it(`only the status page carries the status lookup's code, at most ${STATUS_LOOKUP_KB} KB more than the plain chrome`, () => {
    const plain = chromeOf("tv-repair/index.html").src;
    const status = chromeOf("status/index.html");
    expect([status.src === plain, status.code.includes("/api/request-status")]).toEqual([false, true]);
    for (const page of ["index.html", "tv-repair/index.html", "pricing/phones/index.html", "contact/index.html"])
      expect([page, chromeOf(page).code.includes("/api/request-status")]).toEqual([page, false]);
    expect(gzipKB(status.src.slice(1)) - gzipKB(plain.slice(1))).toBeLessThan(STATUS_LOOKUP_KB);
  });
});
