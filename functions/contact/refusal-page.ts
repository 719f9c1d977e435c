// The answer to a plain form post (no JavaScript) that the function refuses: a small HTML page that names each problem
// and sends the visitor back with the browser's history, which keeps every field as it was typed. (A redirect to the
// form would load it again, empty.) No script, no outside resource: it stands under the strictest policy.
import { telHref } from "../../src/domain/phone";
import { fillTokens } from "../../src/domain/text";
import type { Lang } from "../../src/domain/language";
import type { Shop } from "../../src/domain/shops";

/** Its words, from data/pages.json (contact.refusal). */
export type RefusalCopy = {
  title: string;
  heading: string;
  backText: string;
  /** For a refusal with nothing to correct (429, 502): send it again later, or call. */
  laterText: string;
  formLinkLabel: string;
  callText: string;
};

export type Refusal = {
  status: 400 | 403 | 413 | 415 | 429 | 502;
  /** What went wrong, each in a sentence that says what to do. */
  problems: readonly string[];
  /** Seconds until the rate limit lets this client send again (429). */
  retryAfter?: number;
};

export type RefusalPageContext = {
  copy: RefusalCopy;
  businessName: string;
  /** The shop whose phone the page gives. */
  shop: Pick<Shop, "name" | "phone">;
  /** The request form's address (with a Book link's choices, when the form had them). */
  formHref: string;
  /** The language of the page (English when not given): `copy` and `problems` are in it. */
  lang?: Lang;
};

/** No script or frame, styles inline, links and the form's back button only: what the page needs and nothing else. */
export const REFUSAL_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

// System colours and fonts: the page follows the visitor's light or dark setting without any of the site's CSS.
const PLAIN_PAGE_STYLE = `
body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color-scheme:light dark}
main{max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
ul{padding-left:1.25rem}
li{margin:.375rem 0}
a{text-underline-offset:.2em}
.back{font-weight:600;font-size:1.125rem}
.links{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center}
.links a{display:inline-block;padding:.5rem 0;min-height:2.75rem;box-sizing:border-box}
`
  .trim()
  .replace(/\n/g, "");

export function phoneLink(phone: string) {
  try {
    return `<a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a>`;
  } catch {
    return escapeHtml(phone); // not a US number: the build's checks name it; the page still gives it
  }
}

/** The page's HTML (filled in, escaped). */
export function refusalHtml(refusal: Refusal, context: RefusalPageContext): string {
  const { copy, shop } = context;
  const fill = (text: string) =>
    escapeHtml(fillTokens(text, { businessName: context.businessName, phone: shop.phone }));
  const problems = refusal.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("");
  return plainPage({
    lang: context.lang,
    title: fill(copy.title),
    robots: "noindex",
    main: [
      `<h1>${fill(copy.heading)}</h1>`,
      `<ul>${problems}</ul>`,
      // What the visitor does with the form: correct what is named (400, 413, 415), or nothing but send it later (429,
      // 502). A post from another site's page (403) has no form of ours to go back to: only the link to ours.
      ...(refusal.status === 403
        ? []
        : [
            `<p class="back">${fill(refusal.status === 429 || refusal.status === 502 ? copy.laterText : copy.backText)}</p>`,
          ]),
      '<p class="links">',
      `<a href="${escapeHtml(context.formHref)}">${fill(copy.formLinkLabel)}</a>`,
      `<span>${fill(copy.callText)} ${phoneLink(shop.phone)}</span>`,
      "</p>",
    ],
  });
}

/**
 * A page a function answers with (the plain form's refusal, the status lookup's answer): system fonts and colours,
 * styles inline, no script. `title` is escaped HTML already; `main` the lines inside <main>; `head` more lines of <head>.
 */
export function plainPage({
  title,
  robots,
  main,
  head = [],
  style = "",
  lang = "en",
}: {
  lang?: Lang;
  title: string;
  robots: string;
  main: readonly string[];
  head?: readonly string[];
  style?: string;
}): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="${lang}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="${robots}">`,
    ...head,
    `<title>${title}</title>`,
    `<style>${PLAIN_PAGE_STYLE}${style}</style>`,
    "</head>",
    "<body>",
    "<main>",
    ...main,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** The headers of the page: HTML, never cached, its own policy (a host's header rules do not reach functions). */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return {
    ...PLAIN_PAGE_HEADERS,
    ...(refusal.retryAfter !== undefined && { "Retry-After": String(refusal.retryAfter) }),
  };
}

/** The headers of any page a function answers with (a refusal, a plain post's thanks). */
export const PLAIN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": REFUSAL_PAGE_POLICY,
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

/** "in about 4 minutes", "in about a minute" ("en unos 4 minutos"): how long a rate-limited client waits, for a sentence. */
export function waitPhrase(seconds: number, lang: Lang = "en"): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (lang === "es") return minutes === 1 ? "en un minuto más o menos" : `en unos ${minutes} minutos`;
  return minutes === 1 ? "in about a minute" : `in about ${minutes} minutes`;
}
