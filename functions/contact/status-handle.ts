import type { ContactResponse } from "./handle";
import type { RateLimiter } from "./rate-limit";
import { isCrossSite, type PostOrigin } from "./same-site";
import { errorLine } from "./record";
import { isReference } from "./reference";
import { escapeHtml, phoneLink, plainPage, REFUSAL_PAGE_POLICY, waitPhrase } from "./refusal-page";
import type { Shop } from "../../src/domain/shops";
import { normalizeCode, type StatusAnswer, type StatusCopy } from "../../src/domain/status";
import { opens } from "./status-code";
import { statusAnswer } from "./status";
import type { RequestStore } from "./store";
import { fillTokens } from "../../src/domain/text";
import { DEFAULT_LANG, parseLang, pathIn, type Lang } from "../../src/domain/language";

// The status page's function (/api/request-status): a request's reference and code in, where it stands out, as JSON
// for the page's script or as a page of its own for the form without JavaScript. A wrong code and an unknown
// reference get the same answer in the same time; the answer holds nothing personal; nothing is cached or indexed.

/** A form's urlencoded or a script's JSON body: small, or it is no lookup. */
export const MAX_LOOKUP_BYTES = 2048;
/**
 * How long a lookup that finds nothing takes at least: a miss is answered at this time from its start, so the
 * time says nothing of whether the reference exists (a store's read of a missing key is quicker than of a record).
 */
export const NOT_FOUND_MS = 300;

export type StatusRequest = PostOrigin & {
  method: string;
  contentType: string;
  accept?: string;
  body: Buffer;
  clientIp: string;
};

export type StatusDeps = {
  openStore: () => RequestStore;
  /**
   * The lookups that found nothing, per client: each lookup takes a place before it reads the store and gives it back
   * when it finds the request, so a visitor who looks up their own repair again and again is never held, and lookups
   * sent at the same time cannot all pass.
   */
  limiter: RateLimiter;
  /** The site's own addresses besides the host a request names (a post from any other page is refused). */
  siteUrls?: readonly string[];
  copy: StatusCopy;
  /** The words in another language than English, by language (when not given, `copy` answers every lookup). */
  copyIn?: Partial<Record<Lang, StatusCopy>>;
  businessName: string;
  shops: readonly Shop[];
  retentionMs: number;
  now: () => Date;
  log: (level: "info" | "warn" | "error", message: string, detail?: unknown) => void;
  /** A miss's time (NOT_FOUND_MS; the tests shorten it). */
  notFoundMs?: number;
  /** The status page's path, for the links of the HTML answer. */
  pagePath?: string;
};

/** Never cached, never indexed, no referrer: the answer and the address that asked for it stay between the visitor and the shop. */
const HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

type Failure = { status: 400 | 403 | 404 | 405 | 413 | 429 | 503; error: string; retryAfter?: number };

/** A GET names the code in an address, which logs keep: no lookup is made from one. */
export const GET_REFUSED_TEXT =
  "A repair is looked up from the status page's form, never from an address. Open the status page and enter your reference and code there.";
/** A post from another site's page. */
export const CROSS_SITE_LOOKUP_TEXT =
  "This lookup came from a page of another website, so it was not made. Look up your repair on our own status page.";

const retentionDays = (ms: number) => String(Math.round(ms / (24 * 60 * 60 * 1000)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lookup's fields, from the body of a POST: a form's (urlencoded) or a script's (JSON). */
function fieldsOf(request: StatusRequest): URLSearchParams | Failure {
  if (request.body.length > MAX_LOOKUP_BYTES) return { status: 413, error: "The request is too long." };
  const text = request.body.toString("utf8");
  if (!/^application\/json\b/i.test(request.contentType.trim())) return new URLSearchParams(text);
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return new URLSearchParams();
    // Only these strings: anything else is as if left out.
    const fields = new URLSearchParams();
    for (const name of ["reference", "code", "lang"])
      if (typeof (parsed as Record<string, unknown>)[name] === "string")
        fields.set(name, (parsed as Record<string, string>)[name]);
    return fields;
  } catch {
    return new URLSearchParams();
  }
}

/** The status lookup, start to end. */
export async function handleStatusRequest(request: StatusRequest, deps: StatusDeps): Promise<ContactResponse> {
  const started = Date.now();
  const wantsJson = /application\/json/i.test(request.accept ?? "");
  // English until the lookup's own `lang` field is read (the status page sends no Referer to tell its language).
  let lang: Lang = DEFAULT_LANG;
  let copy = deps.copy;
  const answer = (result: StatusAnswer | Failure) =>
    wantsJson ? jsonAnswer(result) : htmlAnswer(result, { ...deps, copy }, lang);
  const method = request.method.toUpperCase();
  if (method !== "POST") {
    // A GET would carry the code in its address, into access and CDN logs: refused before anything is read.
    const refused = answer({
      status: 405,
      error: method === "GET" ? GET_REFUSED_TEXT : "Use POST to look up a repair.",
    });
    return { ...refused, headers: { ...refused.headers, Allow: "POST" } };
  }
  if (isCrossSite(request, deps.siteUrls ?? [])) return answer({ status: 403, error: CROSS_SITE_LOOKUP_TEXT });
  const fields = fieldsOf(request);
  if (!(fields instanceof URLSearchParams)) return answer(fields);
  lang = parseLang(fields.get("lang") ?? undefined);
  copy = (lang !== DEFAULT_LANG && deps.copyIn?.[lang]) || deps.copy;
  const client = request.clientIp || "unknown";
  // The place a miss would hold, taken before the store is read: given back when the lookup finds its request.
  let place;
  try {
    place = await deps.limiter.take(client, deps.now().getTime());
  } catch (error) {
    deps.log("error", `status: the miss limit could not be read for ${client} (${errorLine(error)})`);
    return answer({ status: 503, error: fillTokens(copy.errorText, { phone: deps.shops[0].phone }) });
  }
  if (!place.ok) {
    deps.log("warn", `status: rate limit for ${client}`);
    return answer({
      status: 429,
      error: fillTokens(copy.rateLimitedText, { wait: waitPhrase(place.wait, lang) }),
      retryAfter: place.wait,
    });
  }
  const slot = place.slot;
  const miss = async (failure: Failure) => {
    await sleep(Math.max(0, (deps.notFoundMs ?? NOT_FOUND_MS) - (Date.now() - started)));
    return answer(failure);
  };
  const reference = (fields.get("reference") ?? "").trim().toUpperCase();
  const code = normalizeCode(fields.get("code") ?? "");
  if (!isReference(reference) || !code) return miss({ status: 400, error: copy.invalidText });

  let record;
  try {
    record = await deps.openStore().getRecord(reference);
  } catch (error) {
    deps.log("error", `status: ${reference} could not be read (${errorLine(error)})`);
    await slot.release(); // not a miss: the store failed
    return answer({ status: 503, error: fillTokens(copy.errorText, { phone: deps.shops[0].phone }) });
  }
  // A delivery's record never answers (its key is no reference anyway); every miss compares a code all the same.
  const status = record && !record.delivery ? record.status : undefined;
  if (!opens(status, code) || !record)
    return miss({
      status: 404,
      error: fillTokens(copy.notFoundText, { retentionDays: retentionDays(deps.retentionMs) }),
    });
  await slot.release();
  return answer(statusAnswer(record, { copy, shops: deps.shops, retentionMs: deps.retentionMs, lang }));
}

function jsonAnswer(result: StatusAnswer | Failure): ContactResponse {
  const failure = "error" in result ? result : undefined;
  return {
    status: failure?.status ?? 200,
    headers: {
      ...HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      ...(failure?.retryAfter !== undefined && { "Retry-After": String(failure.retryAfter) }),
    },
    body: JSON.stringify(failure ? { found: false, error: failure.error } : result),
  };
}

/** The answer to the form without JavaScript: a page of its own, styled inline, no script, under the strictest policy. */
function htmlAnswer(result: StatusAnswer | Failure, deps: StatusDeps, lang: Lang): ContactResponse {
  const { copy } = deps;
  const failure = "error" in result ? result : undefined;
  const page = deps.pagePath ?? pathIn("/status/", lang);
  const title = fillTokens(copy.title, { businessName: deps.businessName });
  const shop = failure ? deps.shops[0] : (result as StatusAnswer).shop;
  const body = failure
    ? [
        `<h1>${escapeHtml(failure.status === 404 ? copy.notFoundHeading : copy.heading)}</h1>`,
        `<p>${escapeHtml(failure.error)}</p>`,
      ]
    : foundHtml(result as StatusAnswer, copy);
  const html = plainPage({
    lang,
    title: escapeHtml(
      failure ? title : `${(result as StatusAnswer).label}: ${(result as StatusAnswer).reference} | ${title}`,
    ),
    robots: "noindex, nofollow",
    head: ['<meta name="referrer" content="no-referrer">'],
    style: "dl{margin:1rem 0}dt{font-weight:600;margin-top:.75rem}dd{margin:0}ol{padding-left:1.25rem}",
    main: [
      ...body,
      '<p class="links">',
      `<a href="${escapeHtml(page)}">${escapeHtml(copy.heading)}</a>`,
      `<span>${escapeHtml(shop.name)}: ${phoneLink(shop.phone)}</span>`,
      "</p>",
    ],
  });
  return {
    status: failure?.status ?? 200,
    headers: {
      ...HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": REFUSAL_PAGE_POLICY,
      "X-Frame-Options": "DENY",
      ...(failure?.retryAfter !== undefined && { "Retry-After": String(failure.retryAfter) }),
    },
    body: html,
  };
}

/** A found request as the page shows it: state, what and where, the history newest first, how long it is kept. */
function foundHtml(answer: StatusAnswer, copy: StatusCopy): string[] {
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`;
  const history = [...answer.history]
    .reverse()
    .map(
      (entry) =>
        `<li><strong>${escapeHtml(entry.label)}</strong>, ${escapeHtml(entry.date)}` +
        (entry.note ? `<br>${escapeHtml(copy.noteLabel)}: ${escapeHtml(entry.note)}` : "") +
        "</li>",
    );
  return [
    `<h1>${escapeHtml(copy.heading)}</h1>`,
    `<p>${escapeHtml(copy.referenceLabel)}: <strong>${escapeHtml(answer.reference)}</strong></p>`,
    `<h2>${escapeHtml(answer.label)}</h2>`,
    `<p>${escapeHtml(answer.text)}</p>`,
    "<dl>",
    row(copy.requestLabel, escapeHtml(answer.request)),
    ...(answer.booking ? [row(copy.bookingLabel, escapeHtml(answer.booking))] : []),
    row(
      copy.shopLabel,
      `${escapeHtml(answer.shop.name)}<br>${escapeHtml(answer.shop.address)}<br>${phoneLink(answer.shop.phone)}`,
    ),
    "</dl>",
    `<h2>${escapeHtml(copy.historyHeading)}</h2>`,
    `<ol reversed>${history.join("")}</ol>`,
    `<p>${escapeHtml(answer.keptUntilText)}</p>`,
  ];
}
