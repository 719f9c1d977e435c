import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SiteSnapshot } from "../save-check";
import { loadDataFiles } from "../../data/load";
import { adminHtml, decapDist, decapFiles, githubBackend, INIT_JS, SETUP_JS, writeAdmin } from "../admin";
import { DATA_FORMAT } from "../config";
import { dataLayouts, type DataLayouts } from "../key-order";
import { cmsConfigFromDisk, cmsSourcesFromDisk } from "../write-config";
import { translationOf } from "../../data/translations";

const root = path.resolve(__dirname, "../../../..");

describe("/admin/", () => {
  it("takes the decap-cms bundle, its numbered chunks and .wasm files, without source maps or the duplicate cms.js", () => {
    const files = decapFiles(decapDist(root));
    expect(files).toContain("decap-cms.js");
    expect(files.some((f) => /^\d+\.decap-cms\.js$/.test(f))).toBe(true);
    expect(files.some((f) => f.endsWith(".wasm"))).toBe(true);
    expect(files.filter((f) => f.endsWith(".map") || /(^|\.)cms\.js$/.test(f.replace("decap-cms.js", "")))).toEqual([]);
  });

  it("is a page with noindex and only scripts of its own folder (no inline script for the CSP to refuse)", () => {
    const html = adminHtml('Shop <"&>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain("<title>Content manager | Shop </title>");
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => /src="([^"]+)"/.exec(m[1])?.[1])).toEqual([
      "/admin/setup.js",
      "/admin/decap-cms.js",
      "/admin/data-format.js",
      "/admin/key-order.js",
      "/admin/checks.js",
      "/admin/init.js",
    ]);
    expect(scripts.every((m) => m[2].trim() === "")).toBe(true);
    expect(SETUP_JS).toBe("window.CMS_MANUAL_INIT = true;\n");
    expect(INIT_JS).toContain(`CMS.registerCustomFormat("${DATA_FORMAT}", "json"`);
  });

  it("registers the data format: a file read with its defaults filled in is written back as it was", async () => {
    const layouts = dataLayouts(cmsConfigFromDisk({}, root), cmsSourcesFromDisk(root));
    const formats: Record<string, { fromFile(text: string): unknown; toFile(data: unknown): string }> = {};
    const started: string[] = [];
    const CMS = {
      registerCustomFormat: (name: string, _extension: string, format: (typeof formats)[string]) =>
        (formats[name] = format),
      init: () => started.push("CMS"),
    };
    // checks.js registers its checks first; the CMS starts once it has, and also when it could not.
    const QctrAdmin = { start: () => (started.push("checks"), Promise.reject(new Error("site-data.json: 404"))) };
    const self = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- one CommonJS file for Node and the admin page
      QctrDataFormat: require("../data-format.cjs") as unknown,
      QctrDataLayouts: layouts,
      QctrAdmin,
    };
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    new Function("self", "CMS", INIT_JS)(self, CMS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["checks", "CMS"]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    // Every data file, whatever the shop lists: a price row that leaves "offered" out reads as offered.
    type Family = { brands: Array<{ models: Array<{ prices: Array<{ offered?: boolean }> }> }> };
    const rows = (family: Family) => family.brands.flatMap((b) => b.models.flatMap((m) => m.prices));
    for (const { file } of cmsSourcesFromDisk(root).files) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      const data = formats[DATA_FORMAT].fromFile(text);
      expect([file, formats[DATA_FORMAT].toFile(data) === text]).toEqual([file, true]);
      if (!file.startsWith("data/pricing-families/") || translationOf(file)) continue;
      const offered = rows(JSON.parse(text) as Family).map((row) => row.offered ?? true);
      expect(rows(data as Family).map((row) => row.offered)).toEqual(offered);
      expect(offered).toContain(true);
    }
  });

  it("signs in with GitHub through Netlify, the repository from CMS_GITHUB_REPO or Netlify's REPOSITORY_URL", () => {
    expect(githubBackend({ REPOSITORY_URL: "https://github.com/queencity/website" })).toEqual({
      name: "github",
      repo: "queencity/website",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
    expect(
      githubBackend({ CMS_GITHUB_REPO: "a/b", CMS_BRANCH: "live", REPOSITORY_URL: "https://github.com/x/y" }),
    ).toMatchObject({ repo: "a/b", branch: "live" });
  });

  it("writes the bundle, the page, the data format, the key order and the configuration", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-admin-"));
    const bytes = writeAdmin(dir, "Shop", githubBackend({ CMS_GITHUB_REPO: "a/b" }), root);
    expect(bytes).toBeGreaterThan(5_000_000);
    for (const name of [
      "index.html",
      "setup.js",
      "decap-cms.js",
      "data-format.js",
      "key-order.js",
      "checks.js",
      "init.js",
      "config.yml",
    ])
      expect([name, fs.existsSync(path.join(dir, name))]).toEqual([name, true]);
    const config = JSON.parse(fs.readFileSync(path.join(dir, "config.yml"), "utf8").replace(/^#.*\n/, "")) as {
      backend: { repo: string };
      local_backend: boolean;
    };
    expect(config).toMatchObject({ backend: { repo: "a/b" }, local_backend: true });
    const layouts = new Function(
      "self",
      `${fs.readFileSync(path.join(dir, "key-order.js"), "utf8")}; return self.QctrDataLayouts;`,
    )({}) as DataLayouts;
    expect(layouts["services.schema.json"].order["services[]"].slice(0, 3)).toEqual(["label", "title", "path"]);
    expect(layouts["pricing-family.schema.json"].implied["brands[].models[].prices[]"]).toEqual({ offered: true });
    // Without the pages made (under `gatsby develop` the dev server answers site-data.json itself), no snapshot.
    expect(fs.existsSync(path.join(dir, "site-data.json"))).toBe(false);
  });

  it("after a build, writes the data the CMS checks a save against: the files, their schemas and the other pages", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-admin-"));
    writeAdmin(dir, "Shop", githubBackend({ CMS_GITHUB_REPO: "a/b" }), root, ["/", "/contact/", "/tv-repair/"]);
    const snapshot = JSON.parse(fs.readFileSync(path.join(dir, "site-data.json"), "utf8")) as SiteSnapshot;
    expect(snapshot.files.map((f) => f.file)).toEqual(loadDataFiles(root).files.map((f) => f.file));
    expect(Object.keys(snapshot.schemas).sort()).toEqual(
      fs
        .readdirSync(path.join(root, "data", "schemas"))
        .filter((name) => !name.startsWith("composed"))
        .sort(),
    );
    // /tv-repair/ is a service's page (data/services.json makes it), so it is no static route.
    expect(snapshot.staticRoutes).toEqual(["/", "/contact/"]);
  });
});
