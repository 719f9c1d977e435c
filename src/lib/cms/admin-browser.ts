import { PRICING_FAMILIES_DIR } from "../../domain/pricing";
import { resolveSiteUrl } from "../site-url";
import { analyzePost } from "../blog";
import { messageList } from "../message-list";
import { BLOG, PAGE_LINK } from "./blog-folder";
import type { Layout } from "./data-format.cjs";
import {
  boxAt,
  COLUMN,
  DECAP_ERRORS,
  languageOf,
  fieldBoxOf,
  noteBeside,
  parseJsonPath,
  placeOfBox,
  removeNotes,
  reveal,
  revealSteadily,
} from "./decap-form";
import { DAY_WIDGET, dayWidget } from "./day-widget";
import { DEFAULT_LANG, LANGUAGES } from "../../domain/language";
import { translationFile, translationOf } from "../data/translations";
import { translatedFiles, withLanguageFiles } from "./spanish-files";
import { familyPreview } from "./family-preview";
import { locationPreview } from "./location-preview";
import { servicePreview } from "./service-preview";
import { linkablePages, postStats, saveProblems, schemaName, type SavedFile, type SiteSnapshot } from "./save-check";
import type { CreateElement } from "./create-element";

// /admin/checks.js (admin.ts bundles it for the browser): what the CMS does beyond Decap's own form checks.
// - Before each save, the build's checks over the site's data with the saved file in place (save-check.ts): a change
//   the build would refuse is not saved, and the build's messages stay on screen until the editor closes them or
//   leaves the entry. Each message is also written beside its field, and the list items that hold the first one are
//   opened and it is scrolled to; so are the fields Decap's own checks (required, pattern) stop a save on.
// - A device family's preview: what each model's page lists, at which price, its own or the family's. Business facts
//   preview: each shop's address, hours and coming closures in the site's words. Services preview: each service's
//   search result, card text, questions and related services as its page makes them.
// - A post's preview: its word count and its links to pages of the site, each marked if the site has no such page,
//   above the text as the page renders it.
// - Every date is the browser's day picker, its value kept as typed (day-widget.ts; Decap's turned a year being typed
//   into 19xx).
// - In a post's body, "Link to a page": a page of the site chosen from a list, written as a Markdown link.

type Immutable = { toJS(): unknown; get(key: string): unknown; getIn(keys: readonly string[]): unknown };
/** A backend as Decap's registry keeps it: `init` makes its implementation for the configuration. */
type Registered = { init(config: Parameters<typeof translatedFiles>[0], options: unknown): object };
type Cms = {
  getBackend(name: string): Registered | undefined;
  registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => unknown }): void;
  registerPreviewTemplate(collection: string, component: (props: { entry: Immutable }) => unknown): void;
  registerEditorComponent(component: Record<string, unknown>): void;
  registerWidget(name: string, control: unknown, preview: unknown): void;
};
type AdminWindow = typeof globalThis & {
  CMS: Cms;
  h: CreateElement;
  createClass: (spec: Record<string, unknown>) => unknown;
  QctrDataFormat: {
    formatData(data: unknown, layout: Layout | undefined): string;
    formatTranslation(data: unknown, layout: Layout | undefined): string;
  };
  QctrDataLayouts: Record<string, Layout>;
  QctrAdmin: { start(): Promise<void> };
};

/** The build's data and pages (admin.ts; `gatsby develop` answers it from the working copy on each request). */
export const SNAPSHOT_PATH = "/admin/site-data.json";
export const PANEL_ID = "qctr-save-check";

const win = globalThis as AdminWindow;

async function loadSnapshot(): Promise<SiteSnapshot | null> {
  try {
    const response = await fetch(SNAPSHOT_PATH, { cache: "no-store" });
    return response.ok ? ((await response.json()) as SiteSnapshot) : null;
  } catch {
    return null;
  }
}

/** The build's date (gatsby-node.ts buildDate): today in UTC. */
const today = () => new Date().toISOString().slice(0, 10);

/** Decap's {{slug}} of a label with the configuration's slug settings (config.ts SLUG): "Smart watches" -> smart-watches. */
const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_.~-]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A file's data as data-format.cjs writes it. */
const asWritten = (data: Record<string, unknown>) =>
  JSON.parse(win.QctrDataFormat.formatData(data, win.QctrDataLayouts[schemaName(data)])) as Record<string, unknown>;

/**
 * The files a save writes: the entry's file and, for a form with a Spanish column (Decap's i18n), its Spanish words'
 * file (spanish-files.ts), each as data-format.cjs writes it.
 */
export function savedFiles(entry: Immutable): SavedFile[] {
  const english = savedFile(entry);
  const { i18n } = entry.toJS() as { i18n?: Record<string, { data?: Record<string, unknown> } | undefined> };
  const translations = LANGUAGES.flatMap((lang) => {
    const data = lang === DEFAULT_LANG ? undefined : i18n?.[lang]?.data;
    if (!data) return [];
    // A Spanish column started in the CMS names the English file's schema, as the Spanish files do.
    const $schema = data.$schema ?? (english.data as Record<string, unknown>).$schema;
    const layout = win.QctrDataLayouts[schemaName(english.data)];
    const written = win.QctrDataFormat.formatTranslation({ $schema, ...data }, layout);
    return [{ file: translationFile(english.file, lang), data: JSON.parse(written) as unknown }];
  });
  return [english, ...translations];
}

/** The entry's own file as a save writes it, and its path (a new entry's as Decap will name it). */
export function savedFile(entry: Immutable): SavedFile {
  const { data, path, newRecord, collection } = entry.toJS() as {
    data: Record<string, unknown>;
    path?: string;
    newRecord?: boolean;
    collection?: string;
  };
  const written = asWritten(data);
  if (path && !newRecord) return { file: path, data: written };
  const file =
    collection === "blog"
      ? `${BLOG.folder}/${String(written.slug ?? "")}.json`
      : collection === "new-pages"
        ? `data/documents/${slugOf(String(written.path ?? ""))}.json`
        : `data/pricing-families/${slugOf(String(written.label ?? ""))}.json`;
  return { file, data: written };
}

/** A refused save's box: its heading and what to do, then one message per problem (lines: editor-words.ts). */
type Refusal = { title: string; help: string; problems: readonly string[]; show?: Array<(() => void) | undefined> };

/** The refusal, on screen until closed, until a save passes or until the editor leaves the entry (another hash). */
function showRefusal({ title, help, problems, show = [] }: Refusal) {
  hideRefusal();
  const panel = document.createElement("section");
  panel.id = PANEL_ID;
  panel.dataset.entry = location.hash;
  panel.setAttribute("role", "alert");
  panel.setAttribute("aria-labelledby", `${PANEL_ID}-title`);
  panel.style.cssText =
    "position:fixed;right:16px;bottom:16px;z-index:10000;max-width:min(640px,calc(100vw - 32px));max-height:60vh;" +
    "overflow:auto;padding:16px 20px;background:#fff;color:#1b1b1b;border:2px solid #b3261e;border-radius:8px;" +
    "box-shadow:0 8px 24px rgba(0,0,0,.25);font:15px/1.45 system-ui,sans-serif";
  const heading = document.createElement("h2");
  heading.id = `${PANEL_ID}-title`;
  heading.textContent = title;
  heading.style.cssText = "margin:0 0 8px;font-size:18px;color:#b3261e";
  const text = document.createElement("p");
  text.textContent = help;
  text.style.margin = "0 0 8px";
  const list = messageList(problems, "0 0 12px");
  show.forEach((go, i) => {
    if (!go) return;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Show the field";
    button.style.cssText =
      "display:block;font:inherit;font-size:14px;margin:4px 0 0;padding:4px 12px;min-height:36px;cursor:pointer";
    button.addEventListener("click", go);
    list.children[i]?.append(button);
  });
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.cssText = "font:inherit;padding:6px 16px;min-height:44px;cursor:pointer";
  close.addEventListener("click", hideRefusal);
  panel.append(heading, text, list, close);
  document.body.append(panel);
}

function hideRefusal() {
  document.getElementById(PANEL_ID)?.remove();
  removeNotes();
}

/**
 * The column of the open entry's form that shows `file`: the Spanish column for its Spanish words (when shown), else
 * the form (the English column is the first).
 */
function columnOf(file: string): Element | null | undefined {
  const lang = translationOf(file)?.lang;
  if (!lang) return null;
  return [...document.querySelectorAll(COLUMN)].find((column) => languageOf(column) === lang);
}

/** The build's problems with `files`, each beside its field; the items holding the first are opened, it is shown. */
function refuse(problems: readonly string[], files: readonly string[]) {
  const boxes = problems.map((problem) => {
    const [first, source = ""] = problem.split("\n");
    const file = files.find((f) => source.startsWith(`${f} at `));
    const at = file ? source.slice(file.length + 4) : undefined;
    const parts = at === undefined ? undefined : parseJsonPath(at);
    const column = file ? columnOf(file) : undefined;
    const box = parts?.length && column !== undefined ? boxAt(parts, column) : null;
    return { first, parts, box, column };
  });
  showRefusal({
    title: `Not saved: ${REFUSED}`,
    help: "Nothing was written. Correct what the build says below (also written beside each field), then save again.",
    problems,
    show: boxes.map(({ parts, box, column }) => (box ? () => reveal(boxAt(parts!, column ?? null) ?? box) : undefined)),
  });
  for (const { first, box } of boxes) if (box) noteBeside(box, first);
  const shown = boxes.find(({ box }) => box)?.box;
  if (shown) revealSteadily(shown);
}

/**
 * When Decap's own checks stop a save (a required field left empty, a time not written like 18:00), its errors are
 * written in the fields' boxes, also inside collapsed list items where nobody sees them: the items are opened, the
 * first field is shown, and the box lists each by its place.
 */
function revealDecapErrors() {
  // Looked for after a save is asked for (Publish now, Publish and …), for two seconds: Decap also checks a field as
  // it is left, where the editor is looking already, and the items must not open under the editor's hands then.
  document.addEventListener(
    "click",
    (event) => {
      const text = (event.target as Element | null)?.closest?.("[role=menuitem], li, button")?.textContent?.trim();
      if (!text || !/^Publish (now|and\b)/.test(text)) return;
      const asked = performance.now();
      const look = () => {
        if (document.querySelector(DECAP_ERRORS)) requestAnimationFrame(showDecapErrors);
        else if (performance.now() - asked < 2000) setTimeout(look, 100);
      };
      setTimeout(look, 50);
    },
    true,
  );
}

/** Decap's errors in the form, in the box by their places; the items holding them opened, the first scrolled to. */
function showDecapErrors() {
  const lists = [...document.querySelectorAll(DECAP_ERRORS)];
  const boxes = lists.flatMap((list) => fieldBoxOf(list) ?? []);
  if (!boxes.length) return;
  showRefusal({
    title: "Not saved: a field needs correcting",
    help: "Nothing was written. Each field is marked in red where it is; correct it, then save again.",
    problems: boxes.map((box) => {
      // Decap's error names its field ("Closes didn't match the pattern: …"): the place leaves it out.
      const error = box.querySelector(DECAP_ERRORS)?.textContent ?? "";
      const place = placeOfBox(box).split(" → ");
      if (error.startsWith(place[place.length - 1])) place.pop();
      return `${place.join(" → ")}: ${error}`;
    }),
    show: boxes.map((box) => () => reveal(box)),
  });
  boxes.slice(1).forEach(reveal);
  revealSteadily(boxes[0]);
}

/** The words of a refused save's error, which Decap repeats in its toast and in the promise it rejects. */
const REFUSED = "the site would not build with this change";

/**
 * A refusal is said once, in the box: Decap's own toast of the same error ("Failed to persist entry: Error: …", a
 * developer's words) is hidden as it comes, and neither Decap's log of that error nor the rejection it leaves
 * unhandled reaches the console as an error (any other error does).
 */
function sayRefusalOnce() {
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args.some((arg) => String(arg instanceof Error ? arg.message : arg).includes(REFUSED))) return;
    logError(...args);
  };
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll<HTMLElement>(".Toastify__toast"))
      if (toast.textContent?.includes(REFUSED)) toast.style.display = "none";
  }).observe(document.body, { childList: true, subtree: true });
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    const text = reason instanceof Error ? reason.message : JSON.stringify(reason ?? "");
    // Decap rejects a save its own checks stopped with nothing (undefined) once it has marked the fields.
    if (text.includes(REFUSED) || (reason === undefined && document.querySelector(DECAP_ERRORS)))
      event.preventDefault();
  });
}

/** The preview of a post: its figures against the blog's minimums, then the text as its page shows it. */
function postPreview(snapshot: SiteSnapshot | null) {
  const h = win.h;
  const site = snapshot?.files.find((f) => f.file === "data/site.json")?.data as { siteUrl?: string } | undefined;
  const siteUrl = resolveSiteUrl(site?.siteUrl ?? "https://example.com", undefined);
  const pages = snapshot ? linkablePages(snapshot) : [];
  const good = "#1e6b34";
  const short = "#9a4b00";
  return ({ entry }: { entry: Immutable }) => {
    const data = (entry.get("data") as Immutable).toJS() as { title?: string; body?: string };
    const body = data.body ?? "";
    const stats = postStats(body, siteUrl, pages);
    const enoughWords = stats.words >= stats.minWords;
    const enoughLinks = stats.links.length >= stats.minLinks;
    return h(
      "article",
      { style: { font: "16px/1.6 system-ui, sans-serif", color: "#1b1b1b", maxWidth: "720px" } },
      h(
        "section",
        {
          "aria-label": "The post's figures",
          style: { border: "1px solid #c9c9c9", borderRadius: "6px", padding: "8px 12px", marginBottom: "16px" },
        },
        h(
          "p",
          { style: { margin: "0 0 4px", color: enoughWords ? good : short } },
          `${stats.words} words (the blog asks for at least ${stats.minWords})`,
        ),
        h(
          "p",
          { style: { margin: 0, color: enoughLinks ? good : short } },
          `${stats.links.length} link${stats.links.length === 1 ? "" : "s"} to pages of the site (at least ${stats.minLinks})${stats.links.length ? ":" : ""}`,
        ),
        stats.links.length
          ? h(
              "ul",
              { style: { margin: "4px 0 0", paddingLeft: "20px" } },
              ...stats.links.map((link, i) =>
                h(
                  "li",
                  { key: `${i}`, style: { color: link.known || !pages.length ? "inherit" : "#b3261e" } },
                  link.known || !pages.length
                    ? link.to
                    : `${link.to}: the site has no page there (the save will be refused)`,
                ),
              ),
            )
          : null,
      ),
      h("h1", { style: { fontSize: "28px", lineHeight: 1.2 } }, data.title ?? ""),
      h("div", { dangerouslySetInnerHTML: { __html: analyzePost(body, siteUrl).html } }),
    );
  };
}

/** "Link to a page" in a post's body: a line with a link to one of the site's pages, chosen from a list. */
function pageLinkComponent(pages: readonly string[]) {
  return {
    id: PAGE_LINK,
    label: "Link to a page",
    fields: [
      {
        name: "text",
        label: "Link text",
        widget: "string",
        hint: "The words the visitor reads, e.g. iPhone 15 prices",
      },
      {
        name: "page",
        label: "Page of the site",
        widget: "select",
        options: pages.map((page) => ({ label: page, value: page })),
      },
    ],
    pattern: /^\[([^\]\n]+)\]\((\/[^)\s]*)\)$/,
    fromBlock: (match: RegExpMatchArray) => ({ text: match[1], page: match[2] }),
    // Until a page is chosen, only the words: no link to the home page by accident.
    toBlock: ({ text, page }: { text?: string; page?: string }) => (page ? `[${text || page}](${page})` : (text ?? "")),
    toPreview: ({ text, page }: { text?: string; page?: string }) => `<a href="${page ?? "/"}">${text ?? ""}</a>`,
  };
}

/** Decap's backends (decap-cms's registry): each may be the one the configuration names, or `npm run cms`'s proxy. */
const BACKENDS = [
  "proxy",
  "git-gateway",
  "github",
  "gitlab",
  "gitea",
  "forgejo",
  "bitbucket",
  "azure",
  "aws-cognito-github-proxy",
  "test-repo",
];

/**
 * Decap's memory of what shows beside the form ("i18n": the Spanish column, "preview", "notes" or "none"), switched
 * by the toggles beside it and kept in the browser.
 */
const RIGHT_PANE = "cms.right-pane";

/** Every backend reads and writes a form's Spanish column as the Spanish words' own file (spanish-files.ts). */
function readLanguagesApart() {
  // Decap shows either the Spanish column or the preview beside the form, the Spanish column first: the preview is
  // first here (most changes are English ones), until the editor opens the column with its toggle (Decap remembers).
  if (localStorage.getItem(RIGHT_PANE) === null) localStorage.setItem(RIGHT_PANE, "preview");
  for (const name of BACKENDS) {
    const registered = win.CMS.getBackend(name);
    if (!registered) continue;
    const init = registered.init.bind(registered);
    registered.init = (config, options) => withLanguageFiles(init(config, options), translatedFiles(config));
  }
}

/**
 * A preview of the English file: while the form's first column shows another language (Decap gives the preview that
 * column's words, the Spanish file's words alone), it says so instead.
 */
function previewingEnglish<P extends { entry: Immutable }>(preview: (props: P) => unknown) {
  return (props: P) => {
    const data = props.entry.get("data");
    const other = LANGUAGES.some(
      (lang) => lang !== DEFAULT_LANG && data && props.entry.getIn(["i18n", lang, "data"]) === data,
    );
    return other
      ? win.h(
          "p",
          { style: { font: "15px/1.5 system-ui, sans-serif", color: "#555" } },
          "The preview shows the English column: choose Writing in EN in the first column to see it. The Spanish pages show the Spanish words over the English ones.",
        )
      : preview(props);
  };
}

/** Registers the checks, the post preview and the page links; init.js then starts the CMS. */
async function start() {
  readLanguagesApart();
  sayRefusalOnce();
  revealDecapErrors();
  // The box belongs to the entry it refused: it goes when the editor leaves it.
  window.addEventListener("hashchange", () => {
    const panel = document.getElementById(PANEL_ID);
    if (panel && panel.dataset.entry !== location.hash) hideRefusal();
  });
  const first = await loadSnapshot();
  if (!first) console.warn(`${SNAPSHOT_PATH} could not be read: saves are checked by the build only`);
  win.CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      // Read again: under `gatsby develop` another save may have changed the data since.
      const snapshot = (await loadSnapshot()) ?? first;
      if (!snapshot) return undefined;
      const saved = savedFiles(entry);
      const problems = saveProblems(snapshot, saved, today());
      if (problems.length) {
        refuse(
          problems,
          saved.map(({ file }) => file),
        );
        throw new Error(`${REFUSED}: ${problems.join("; ")}`);
      }
      hideRefusal();
      return undefined;
    },
  });
  // Every date: the browser's day picker, kept as typed (day-widget.ts).
  const day = dayWidget(win.h, win.createClass);
  win.CMS.registerWidget(DAY_WIDGET, day.control, day.preview);
  win.CMS.registerPreviewTemplate("blog", postPreview(first));
  // Business facts: the shops as their pages show them.
  win.CMS.registerPreviewTemplate("site", previewingEnglish(locationPreview(win.h)));
  // Services: each service as its page makes it, from the form's data as the save writes it.
  win.CMS.registerPreviewTemplate("services", previewingEnglish(servicePreview(win.h, first, savedFile)));
  // A family's file is an entry of the prices (its name, the family's id) or, new, of the families.
  const families = previewingEnglish(familyPreview(win.h));
  win.CMS.registerPreviewTemplate("families", families);
  for (const { file } of first?.files ?? [])
    if (file.startsWith(`${PRICING_FAMILIES_DIR}/`))
      win.CMS.registerPreviewTemplate(file.slice(PRICING_FAMILIES_DIR.length + 1, -".json".length), families);
  if (first) win.CMS.registerEditorComponent(pageLinkComponent(linkablePages(first)));
}

win.QctrAdmin = { start };
