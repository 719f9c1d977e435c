import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { loadDataFiles } from "../src/lib/data/load";
import { validateAgainstSchemas } from "../src/lib/data/validate";
import { launch, openPage, server } from "./helpers";

// The CMS at /admin/ as an editor uses it locally (`npm run cms`): Decap's local backend (decap-server, on
// loopback port 8081, which the CMS and its CSP expect) over a fresh clone of this repository, and /admin/
// from the production build under its own CSP. Each edit is checked on disk: the file still validates and
// `git diff` shows only the edited value.

const root = path.resolve(__dirname, "..");
const PROXY = "http://127.0.0.1:8081/api/v1";
let browser: Browser;
let proxy: ChildProcess;
let repo = "";

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });

async function proxyAnswers() {
  try {
    const response = await fetch(PROXY, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  if (await proxyAnswers()) throw new Error("Port 8081 is taken by another decap-server: stop it first (npm run cms?)");
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "qctr-cms-repo-"));
  execFileSync("git", ["clone", "-q", root, repo]);
  proxy = spawn(process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
    env: {
      ...process.env,
      PORT: "8081",
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repo,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const until = Date.now() + 20_000;
  while (!(await proxyAnswers())) {
    if (Date.now() > until || proxy.exitCode !== null) throw new Error("decap-server did not start on 127.0.0.1:8081");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  proxy?.kill();
});

afterEach(() => {
  git("checkout", "-q", "--", ".");
  git("clean", "-qfd", "data");
});

/** The CMS, signed in through the local backend, at `hash` (e.g. "#/collections/data/entries/services"). */
async function openCms(page: Page, hash: string) {
  await page.goto(`${server().baseUrl}/admin/`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Login" }).click();
  await page
    .getByRole("link", { name: /Site data/ })
    .first()
    .waitFor();
  await page.goto(`${server().baseUrl}/admin/${hash}`, { waitUntil: "networkidle" });
}

/** The list item whose collapsed summary reads `label`, within `scope` (the page or an opened item), opened. */
async function openItem(page: Page, scope: Page | Locator, label: string) {
  const item = scope
    .locator("div[class*='SortableListItem']")
    .filter({ has: page.locator("div[class*='NestedObjectLabel']", { hasText: new RegExp(`^${label}$`) }) })
    .first();
  await item.locator("button").first().click();
  return item;
}

/** Publishes the entry and waits for the CMS to say it was saved (a form with errors says so and fails here). */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  try {
    await page
      .getByText(/^Entry (saved|published)/)
      .first()
      .waitFor({ timeout: 15_000 });
  } catch (error) {
    await page.screenshot({ path: path.join(os.tmpdir(), "cms-publish-failed.png"), fullPage: true });
    throw error;
  }
}

/** The build's own schema checks over the clone's data files: [] when all pass. */
const problems = () => {
  const { files, problems: unreadable } = loadDataFiles(repo);
  return [...unreadable, ...validateAgainstSchemas(files)];
};

const diffStat = () => git("diff", "--numstat").trim();

describe("the CMS at /admin/ (local backend)", () => {
  it("edits a service's summary: the file validates and the diff is that one value", async () => {
    const { page, context, messages } = await openPage(browser);
    await openCms(page, "#/collections/data/entries/services");
    const item = await openItem(page, page, "TV Repair");
    const summary =
      "TV repair for LED, LCD and OLED sets: no picture, no sound, lines on the screen, dead power and broken HDMI.";
    await item.getByLabel("Summary", { exact: true }).fill(summary);
    await publish(page);
    const services = JSON.parse(fs.readFileSync(path.join(repo, "data/services.json"), "utf8")) as {
      services: Array<{ path: string; summary: string }>;
    };
    expect(services.services.find((s) => s.path === "/tv-repair/")?.summary).toBe(summary);
    expect(problems()).toEqual([]);
    expect(diffStat()).toBe("1\t1\tdata/services.json");
    expect(
      git("diff", "-U0")
        .split("\n")
        .filter((l) => /^[-+] /.test(l)),
    ).toEqual([
      expect.stringMatching(/^- {6}"summary": "TV repair for LED, LCD, OLED/),
      `+      "summary": ${JSON.stringify(summary)},`,
    ]);
    expect(messages.filter((m) => !/Failed to load resource.*404/.test(m))).toEqual([]);
    await context.close();
  });
});
