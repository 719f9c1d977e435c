import type { StatusAnswer } from "../domain/status";
import type { PagesData } from "../domain/data-types.generated";
import { telHref } from "../domain/phone";
import { DATA } from "./attributes";

/*
 * The repair status page without an app (components/sections/status-sections.tsx): its form looks the request up with
 * the function and writes the answer into the page's result region, with no React. Without JavaScript the form posts
 * to the same function. The e-mail's link carries the reference and the code in the address's fragment
 * (#r=QC-7K4M-2XQ9&c=...), which no server sees and which leaves the address bar as soon as it is read.
 */

/** The function that answers with a request's status: the form's action, and the script's lookup. */
export const STATUS_ENDPOINT = "/api/request-status";

/** The words the script writes (data/pages.json `status`), in the form's `data-status-lookup` as JSON. */
export type LookupCopy = Pick<
  PagesData["status"],
  | "loadingText"
  | "errorText"
  | "invalidText"
  | "notFoundHeading"
  | "requestLabel"
  | "bookingLabel"
  | "shopLabel"
  | "historyHeading"
  | "noteLabel"
>;

/** The function's answer: the request's status (200), or a sentence to show (400, 404 and 429). */
export type LookupAnswer = StatusAnswer | { found: false; error: string };

/** The reference and the code of a link to the page (#r=...&c=...; a link without a code has the reference only). */
export function linkValues(hash: string): { reference: string; code: string } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const reference = params.get("r")?.trim() ?? "";
  const code = params.get("c")?.trim() ?? "";
  return reference || code ? { reference, code } : undefined;
}

/** An element with its text (never parsed as HTML) and its children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, ...children: Array<Node | string>) {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  element.append(...children);
  return element;
}

/** The shop's phone as a link to call, or as text when it is no US number. */
function phoneNode(phone: string): Node {
  try {
    const link = el("a", phone);
    link.href = telHref(phone);
    return link;
  } catch {
    return document.createTextNode(phone);
  }
}

/** A request's status: where it stands, what it is, its shop, its history (newest first) and how long it is kept. */
function statusNodes(copy: LookupCopy, answer: Extract<LookupAnswer, { found: true }>): HTMLElement[] {
  const rows: Array<[string, Array<Node | string>]> = [[copy.requestLabel, [answer.request]]];
  if (answer.booking) rows.push([copy.bookingLabel, [answer.booking]]);
  const { name, address, phone } = answer.shop;
  rows.push([copy.shopLabel, [name, el("br"), address, el("br"), phoneNode(phone)]]);
  const history = el("ol");
  for (const entry of [...answer.history].reverse()) {
    const time = el("time", entry.date);
    time.dateTime = entry.at;
    const item = el("li", undefined, time, ` — ${entry.label}`);
    if (entry.note) item.append(el("p", `${copy.noteLabel}: ${entry.note}`));
    history.append(item);
  }
  return [
    el("h2", answer.label),
    el("p", answer.text),
    el(
      "dl",
      undefined,
      ...rows.map(([label, value]) => el("div", undefined, el("dt", label), el("dd", undefined, ...value))),
    ),
    el("h3", copy.historyHeading),
    history,
    el("p", answer.keptUntilText),
  ];
}

/**
 * What the result region shows for the function's answer (`status` 0: no answer at all): the status, the function's
 * sentence (under the not-found heading for a 404), or the page's own error text.
 */
export function answerNodes(copy: LookupCopy, status: number, answer: LookupAnswer | undefined): HTMLElement[] {
  if (status === 200 && answer?.found) return statusNodes(copy, answer);
  if ((status === 400 || status === 404 || status === 429) && answer?.found === false && answer.error)
    return status === 404 ? [el("h2", copy.notFoundHeading), el("p", answer.error)] : [el("p", answer.error)];
  return [el("p", copy.errorText)];
}

/** The latest lookup: an earlier one that answers after it shows nothing. */
let latest = 0;

/**
 * Looks the request up and shows the answer in the result region, its first element focused (its heading, or the
 * sentence) so that a screen reader and the keyboard go on from there. The form's values stay as typed.
 */
export async function lookUp(form: HTMLFormElement, reference: string, code: string) {
  const region = document.querySelector<HTMLElement>(`[${DATA.statusResult}]`);
  if (!region) return;
  const copy = JSON.parse(form.getAttribute(DATA.statusLookup) ?? "{}") as LookupCopy;
  const show = (nodes: HTMLElement[], focus = true) => {
    region.replaceChildren(...nodes);
    if (!focus) return;
    nodes[0].tabIndex = -1;
    nodes[0].focus();
  };
  if (!reference || !code) return show([el("p", copy.invalidText)]);
  const id = ++latest;
  show([el("p", copy.loadingText)], false);
  let nodes: HTMLElement[];
  try {
    // Posted, as the form without JavaScript posts it: the code never travels in an address, which logs keep.
    const response = await fetch(STATUS_ENDPOINT, {
      method: "POST",
      // The answer's words in the page's language (the status page sends no Referer to tell it).
      body: new URLSearchParams({ reference, code, lang: document.documentElement.lang }),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
    nodes = answerNodes(copy, response.status, (await response.json()) as LookupAnswer);
  } catch {
    // No connection, an answer that is not JSON, or not in the expected shape.
    nodes = answerNodes(copy, 0, undefined);
  }
  if (id === latest) show(nodes);
}

const inputOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | null;

/**
 * Looks up on the status form's submit, in place of the plain post (a listener on the document, like the chrome's), and
 * when a link to the page is opened in a tab that shows it already (only the address's fragment changes).
 */
export function watchStatusLookups() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(DATA.statusLookup)) return;
    event.preventDefault();
    const value = (name: string) => inputOf(form, name)?.value.trim() ?? "";
    void lookUp(form, value("reference"), value("code"));
  });
  window.addEventListener("hashchange", lookUpFromLink);
}

/**
 * On a page opened by the e-mail's link: its reference and code leave the address bar (and so the history, a bookmark
 * and a shared address) at once, go into the form and are looked up. A link with the reference only fills it in and
 * leaves the code to type.
 */
export function lookUpFromLink() {
  const form = document.querySelector<HTMLFormElement>(`form[${DATA.statusLookup}]`);
  const values = form && linkValues(location.hash);
  if (!values) return;
  history.replaceState(null, "", location.pathname + location.search);
  const [reference, code] = [inputOf(form, "reference"), inputOf(form, "code")];
  if (reference) reference.value = values.reference;
  if (code) code.value = values.code;
  if (values.code) void lookUp(form, values.reference, values.code);
  else code?.focus();
}
