import type { Schedule } from "../domain/hours";
import { weekOf } from "../lib/locations";
import { closedNowText, openStatus, upcomingClosures } from "../domain/open-status";
import { dayIn } from "../domain/dates";
import type { ZoneOffsets } from "../domain/zone-offsets";
import { DATA } from "./attributes";

/**
 * The behaviour of the site's chrome (the mobile menu's sheet, the desktop dropdowns, the open status) and of the
 * location maps, attached once to the document by gatsby-browser and not by React: the header and the footer are
 * static chrome (layout/static-chrome.tsx), and a page that needs no JavaScript of its own (page-runtime/static-page.tsx) never
 * runs Chakra or its components in the browser. Listeners sit on the document and find their elements from the event,
 * so they serve the server's HTML and the copies made for pages rendered in the browser alike. The markup is
 * layout/mobile-menu.tsx, layout/desktop-nav.tsx, ui/open-status.tsx and ui/map-embed.tsx; these attributes tie them
 * together.
 */
// The script itself names them as DATA's members (a const enum, written in place), so that it carries no object of them.
export const CHROME = {
  sheet: DATA.menuSheet,
  disclosures: DATA.disclosureNav,
  /** With a shop's hours as JSON (`OpenHours`). */
  openHours: DATA.openHours,
  /** A hidden notice with a shop's hours as JSON (`OpenHours`), shown during the week before a closure. */
  closureNotice: DATA.closureNotice,
  /** On an open-status line: while the shop is closed it says what to do ("… Send a request and we call you …"). */
  closedNow: DATA.closedNow,
  siteNotice: DATA.siteNotice,
  /** A location's week (a table, Monday first) with its hours as JSON (`OpenHours`): today's row is marked. */
  weekHours: DATA.weekHours,
  mapSrc: DATA.mapSrc,
  mapTitle: DATA.mapTitle,
} as const;

export type OpenHours = { schedule: Schedule; offsets?: ZoneOffsets };

const closestIn = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<HTMLElement>(selector) : null;

// --- The header and the footer, copied for pages rendered in the browser ------------------------------------------

export type ChromePart = "header" | "footer";

const chromeCopies: Partial<Record<ChromePart, string>> = {};

/** The first page's header and footer as the server sent them (taken at the app's start, before any click). */
function copyChrome() {
  for (const part of ["header", "footer"] as const)
    chromeCopies[part] = document.querySelector(`[${DATA.chrome}=${part}]`)?.innerHTML ?? "";
}

/** The HTML of the header or the footer, for a page that the browser renders (layout/static-chrome.tsx). */
export const chromeHtml = (part: ChromePart) => chromeCopies[part] ?? "";

/** Marks the chrome's links to the page on screen (aria-current), as the server does for its own page. */
export function markCurrentLinks(pathname = window.location.pathname) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`[${DATA.chrome}] a[href^='/']`))
    if (link.pathname === pathname) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
}

// --- Invoker commands (HTML `command` / `commandfor`) where the browser has none ------------------------------------

/** The address of the invoker-commands polyfill (npm invokers-polyfill, page-runtime/chrome-script.ts): set by the bundlers. */
declare const __INVOKERS_POLYFILL__: string;
/**
 * Whether this bundle fills the location pages' parts (the week of hours, the maps): true in the app's bundle and in
 * the `places` chrome script that pages with either get (page-runtime/chrome-script.ts, page-runtime/inline-scripts.ts); false in the
 * others, so that the other 50-odd pages do not carry that code.
 */
declare const __LOCATION_PARTS__: boolean;
/**
 * The language of the pages this script serves: "en" or "es" (a chrome script, page-runtime/chrome-script.ts), or
 * "any" (the app, which reads the page's `<html lang>`). A Spanish page's open status and closures are in the words of
 * page-runtime/spanish-chrome.ts, on the window: from the start in the app, loaded from `__SPANISH_SCRIPT__` by a Spanish
 * page's chrome script. An English page's script is bundled without any of it.
 */
declare const __LANGUAGE__: "en" | "es" | "any";
declare const __SPANISH_SCRIPT__: string;

/**
 * The menu button opens the sheet with the HTML's invoker command, before any script has run, where the browser
 * supports it (Chromium 135, Firefox 144, Safari 26.2 and later). Elsewhere the maintained polyfill does the same: it is
 * loaded only there (about 2 KB gzipped, which in the chrome's script would put it over its 4 KB for every visitor).
 */
function loadInvokersPolyfill() {
  if ("command" in HTMLButtonElement.prototype || document.querySelector(`script[${DATA.invokersPolyfill}]`)) return;
  const script = document.createElement("script");
  script.src = __INVOKERS_POLYFILL__;
  script.setAttribute(DATA.invokersPolyfill, "");
  document.head.appendChild(script);
}

// --- The mobile menu's sheet ---------------------------------------------------------------------------------------

/** The focusable elements of the sheet that are showing (links inside a closed group are not). */
const focusables = (sheet: HTMLElement) =>
  Array.from(sheet.querySelectorAll<HTMLElement>("button, summary, a[href]")).filter(
    (el) => el.getClientRects().length > 0,
  );

/** Choosing a link closes the sheet; so does a tap on the backdrop (a click on the dialog itself, outside its box). */
function onSheetClick(event: MouseEvent) {
  const sheet = closestIn(event.target, `dialog[${DATA.menuSheet}]`) as HTMLDialogElement | null;
  if (!sheet?.open) return;
  if (closestIn(event.target, "a[href]")) return sheet.close();
  const box = sheet.getBoundingClientRect();
  const inside =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  if (event.target === sheet && !inside) sheet.close();
}

/** Tab and Shift+Tab go round the sheet, instead of out to the browser's own controls. */
function onSheetKeyDown(event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const sheet = closestIn(event.target, `dialog[${DATA.menuSheet}]`);
  if (!sheet) return;
  const all = focusables(sheet);
  const edge = event.shiftKey ? all[0] : all[all.length - 1];
  if (document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? all[all.length - 1] : all[0])?.focus();
  }
}

// --- Desktop dropdowns (the WAI disclosure navigation pattern) -----------------------------------------------------

const toggles = (nav: Element) => Array.from(nav.querySelectorAll<HTMLButtonElement>("button[aria-controls]"));
const listOf = (button: Element) => document.getElementById(button.getAttribute("aria-controls") ?? "");
const linksOf = (button: Element) => Array.from(listOf(button)?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
const isOpen = (button: Element) => button.getAttribute("aria-expanded") === "true";

function setOpen(button: HTMLButtonElement, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const list = listOf(button);
  if (list) list.hidden = !open;
}

/** Opens one dropdown of a nav (or none) and closes the others. */
function openOnly(nav: Element, button: HTMLButtonElement | null) {
  for (const other of toggles(nav)) if (other !== button && isOpen(other)) setOpen(other, false);
  if (button) setOpen(button, true);
}

const focusLink = (button: Element, index: number) => {
  const all = linksOf(button);
  all[(index + all.length) % all.length]?.focus();
};

function onNavClick(event: MouseEvent) {
  const nav = closestIn(event.target, `[${DATA.disclosureNav}]`);
  if (!nav) return;
  const button = closestIn(event.target, "button[aria-controls]") as HTMLButtonElement | null;
  if (button) openOnly(nav, isOpen(button) ? null : button);
  else if (closestIn(event.target, "a[href]")) openOnly(nav, null);
}

function onNavKeyDown(event: KeyboardEvent) {
  const nav = closestIn(event.target, `[${DATA.disclosureNav}]`);
  if (!nav) return;
  const button = closestIn(event.target, "button[aria-controls]") as HTMLButtonElement | null;
  const list = button ? null : closestIn(event.target, "[id]");
  const owner = button ?? toggles(nav).find((toggle) => toggle.getAttribute("aria-controls") === list?.id);
  if (!owner) return;
  if (event.key === "Escape" && isOpen(owner)) {
    event.preventDefault();
    setOpen(owner, false);
    owner.focus();
    return;
  }
  if (button && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
    event.preventDefault();
    openOnly(nav, button);
    focusLink(button, event.key === "ArrowDown" ? 0 : -1);
    return;
  }
  if (!button) {
    const all = linksOf(owner);
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(owner, moves[event.key]);
    }
  }
}

/** A pointer or the focus going outside a nav closes its open dropdown. */
function onOutside(event: Event) {
  for (const nav of document.querySelectorAll(`[${DATA.disclosureNav}]`))
    if (!nav.contains(event.target as Node) && toggles(nav).some(isOpen)) openOnly(nav, null);
}

// --- The open status ------------------------------------------------------------------------------------------------

const parsed = new Map<string, OpenHours>();
const hoursOf = (element: Element, attribute: string) => {
  const json = element.getAttribute(attribute)!;
  let data = parsed.get(json);
  if (!data) parsed.set(json, (data = JSON.parse(json) as OpenHours));
  return data;
};

/**
 * Fills every open-status line on the page ("Open now - closes 6pm", "Closed today: Thanksgiving. Opens Friday 9am")
 * in the shop's time zone, whatever the visitor's, shows the closure notices of the coming week, and fills the
 * location pages' week of hours.
 */
export function fillOpenStatus(now = new Date(), root: ParentNode = document) {
  // The Spanish words, once: the lines wait for them (filled at idle anyway). A shop's page (the `places` script) fills
  // its closure notices now all the same, with the words its script carries (`spanishNotices`, script-no-app.ts), as
  // an English one does: a notice takes room as it shows, and a round trip later one appeared under a reader who had
  // scrolled to the hours (CLS 0.16). No local names in the Spanish branches: even dropped from an English script,
  // they would rename its own (and cost it bytes).
  if (__LANGUAGE__ === "es" && !window.spanishChrome) {
    const script = document.createElement("script");
    script.src = __SPANISH_SCRIPT__;
    script.onload = () => fillOpenStatus(now, root);
    document.head.appendChild(script);
    if (!__LOCATION_PARTS__) return;
  }
  if (__LANGUAGE__ !== "es" || window.spanishChrome)
    for (const line of root.querySelectorAll<HTMLElement>(`[${DATA.openHours}]`)) {
      const { schedule, offsets } = hoursOf(line, DATA.openHours);
      const status = openStatus(now, schedule, offsets);
      // A first screen's line (ui/open-status.tsx ClosedNow) says what to do while the shop is closed.
      line.textContent =
        __LANGUAGE__ === "es" || (__LANGUAGE__ === "any" && document.documentElement.lang === "es")
          ? (line.hasAttribute(DATA.closedNow) &&
              window.spanishChrome!.spanishStatus(status, now, schedule, offsets).closedNow) ||
            window.spanishChrome!.spanishStatus(status, now, schedule, offsets).label
          : (line.hasAttribute(DATA.closedNow) && closedNowText(status)) || status.label;
      line.dataset.openStatus = status.open ? "open" : "closed";
    }
  for (const notice of root.querySelectorAll<HTMLElement>(`[${DATA.closureNotice}]`)) {
    const { schedule, offsets } = hoursOf(notice, DATA.closureNotice);
    const lines =
      __LANGUAGE__ === "es" && __LOCATION_PARTS__
        ? window.spanishNotices!(now, schedule, offsets)
        : __LANGUAGE__ === "es" || (__LANGUAGE__ === "any" && document.documentElement.lang === "es")
          ? window.spanishChrome!.spanishClosures(now, schedule, offsets)
          : upcomingClosures(now, schedule, offsets);
    const text = lines.map((line) => `${line}.`).join(" ");
    const body = notice.lastElementChild ?? notice;
    if (body.textContent !== text) body.textContent = text;
    notice.hidden = !lines.length;
  }
  // The site-wide notice, between its days in the shop's time zone.
  for (const notice of root.querySelectorAll<HTMLElement>(`[${DATA.siteNotice}]`)) {
    const [from, through, zone] = (notice.getAttribute(DATA.siteNotice) ?? "").split(" ");
    const today = dayIn(zone, now);
    notice.hidden = !(from <= today && today <= through);
  }
  // This week's hours with their exceptions, today's row marked (aria-current) for the eye and for screen readers.
  if (__LOCATION_PARTS__ && (__LANGUAGE__ !== "es" || window.spanishChrome)) fillWeeks(now, root);
}

function fillWeeks(now: Date, root: ParentNode) {
  for (const table of root.querySelectorAll<HTMLTableElement>(`[${DATA.weekHours}]`)) {
    const { schedule, offsets } = hoursOf(table, DATA.weekHours);
    const week =
      __LANGUAGE__ === "es" || (__LANGUAGE__ === "any" && document.documentElement.lang === "es")
        ? window.spanishChrome!.spanishWeek(now, schedule, offsets)
        : weekOf(now, schedule, offsets);
    Array.from(table.tBodies[0]?.rows ?? []).forEach((row, i) => {
      const cell = row.cells[1];
      if (cell && cell.textContent !== week.days[i]) cell.textContent = week.days[i];
      if (i === week.today) row.setAttribute("aria-current", "date");
      else row.removeAttribute("aria-current");
    });
  }
}

// --- Maps, loaded when they come near the screen ----------------------------------------------------------------------

let mapObserver: IntersectionObserver | undefined;

function loadMap(box: HTMLElement) {
  if (box.querySelector("iframe")) return;
  const frame = document.createElement("iframe");
  frame.src = box.getAttribute(DATA.mapSrc)!;
  frame.title = box.getAttribute(DATA.mapTitle) ?? "";
  frame.loading = "lazy";
  frame.referrerPolicy = "no-referrer-when-downgrade";
  box.append(frame);
}

/** Watches every map box on the page that has no frame yet; each gets its frame within 300 px of the screen. */
export function watchMaps(root: ParentNode = document) {
  if (!__LOCATION_PARTS__) return;
  const boxes = Array.from(root.querySelectorAll<HTMLElement>(`[${DATA.mapSrc}]`));
  if (!("IntersectionObserver" in window)) return boxes.forEach(loadMap);
  mapObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) {
          mapObserver!.unobserve(entry.target);
          loadMap(entry.target as HTMLElement);
        }
    },
    { rootMargin: "300px" },
  );
  for (const box of boxes) if (!box.querySelector("iframe")) mapObserver.observe(box);
}

/** In an idle task of its own, not one of hydration's. */
function whenIdle(run: () => void) {
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 1);
}

let started = false;

/**
 * Once, on the app's start (gatsby-browser onClientEntry), or by the site chrome's own script (page-runtime/run-site-chrome.ts). A
 * page whose app starts on intent runs both, one after the other, each with its own copy of this module: the second
 * takes its copy of the chrome but attaches no second set of listeners (the document's mark says they are there).
 */
export function startSiteChrome() {
  if (started) return;
  started = true;
  copyChrome();
  const root = document.documentElement;
  if (root.hasAttribute(DATA.chromeStarted)) return;
  root.setAttribute(DATA.chromeStarted, "");
  loadInvokersPolyfill();
  document.addEventListener("click", onSheetClick);
  document.addEventListener("keydown", onSheetKeyDown);
  document.addEventListener("click", onNavClick);
  document.addEventListener("keydown", onNavKeyDown);
  document.addEventListener("pointerdown", onOutside);
  document.addEventListener("focusin", onOutside);
  // A location page's week of hours and closure notice change the room they take (a notice shows, a closure's words):
  // filled now, in this script's own short task, before a visitor can have scrolled to them. At idle, which a busy
  // phone reaches late, one was filled while its visitor read it (CLS 0.15 in the week before a closure).
  if (__LOCATION_PARTS__ && document.querySelector(`[${DATA.weekHours}]`)) fillOpenStatus();
  else whenIdle(() => fillOpenStatus());
  watchMaps();
  window.setInterval(() => fillOpenStatus(), 60_000);
}

/** After a page renders in the browser (the layout's effect): its status lines and maps. */
export function refreshSiteChrome() {
  markCurrentLinks();
  whenIdle(() => fillOpenStatus());
  watchMaps();
}
