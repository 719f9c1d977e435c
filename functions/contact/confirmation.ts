import { bookingWhen } from "../../src/domain/booking";
import type { Booking } from "../../src/domain/booking";

import {
  cleanText,
  escapeHtml,
  headerText,
  literalHeader,
  type EstimateFacts,
  type MailAttachment,
  type MailMessage,
} from "./compose";
import { formatPrice } from "../../src/domain/pricing";
import type { Shop } from "../../src/domain/shops";
import type { Submission } from "../../src/domain/service-request";
import type { PagesData } from "../../src/domain/data-types.generated";
import { groupedCode, statusLink, type StatusCopy } from "../../src/domain/status";
import type { Lang } from "../../src/domain/language";
import { spanishDropoff, spanishTime } from "../../src/domain/spanish";

// The e-mail the visitor gets for their request: what they asked, the estimate, the booking with what to do next,
// their shop, and the calendar entry of a visit. Pure: the copy, the shop and the calendar file come in.

/** Its words, from data/pages.json (contact.confirmation), and the booking steps of the thank-you page. */
export type ConfirmationCopy = PagesData["contact"]["confirmation"] & {
  /** What to do for each way of getting the device to the shop (thankYou.booked in data/pages.json). */
  steps: { dropoff: Steps; mailIn: Steps; onSite: Steps };
};
type Steps = { heading: string; steps: readonly string[] };

export type ConfirmationMeta = {
  reference: string;
  from: string;
  businessName: string;
  shop: Shop;
  copy: ConfirmationCopy;
  /** data/pricing.json's note that every price is an estimate. */
  estimateNote: string;
  /** The visit's iCalendar file, for a drop-off or a visit with a day and a window. */
  calendar?: string;
  /** The status page's link with the request's code, and its words (a request stored before statuses has none). */
  status?: StatusLines;
  /** The visitor's language (English when not given): `copy` is in it, and so is what the e-mail writes itself. */
  lang?: Lang;
  /** The service's name in that language, from the English name the request carries (as it is when not given). */
  serviceName?: (label: string) => string;
};

/** The lines of an e-mail that lead to the status page: the link that opens it, and the code to type there. */
export type StatusLines = { copy: StatusCopy["email"]; siteUrl: string; code?: string; lang?: Lang };

/** The status lines of an e-mail, as text and HTML. Without a code (a copy resent later) the link names the request only. */
export function statusLines(
  reference: string,
  { copy, siteUrl, code, lang }: StatusLines,
): { text: string[]; html: string[] } {
  const link = statusLink(siteUrl, reference, code, lang);
  const page = statusLink(siteUrl, reference, undefined, lang).replace(/#.*$/, "");
  const codeLine = code ? fill(copy.codeText, { link: page, code: groupedCode(code) }) : undefined;
  return {
    text: [copy.statusText, link, ...(codeLine ? [codeLine] : []), ""],
    html: [
      `<p>${escapeHtml(copy.statusText)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ...(codeLine ? [`<p>${escapeHtml(codeLine)}</p>`] : []),
    ],
  };
}

/** {token} filled from `values`; a token it does not know stays as written (the data checks catch those). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** Which steps follow the booking: the post's, a visit's, or a drop-off's (at a shop). */
function stepsOf(booking: Booking, copy: ConfirmationCopy): Steps | undefined {
  const id = booking.dropoff?.id;
  if (!id) return undefined;
  if (id === "mail-in") return copy.steps.mailIn;
  if (id === "on-site") return copy.steps.onSite;
  return copy.steps.dropoff;
}

/** Where the device goes and when: "Drop off at Charlotte (address)", "Tuesday, March 10, 2026, Morning (9am-12pm)". */
function bookingRows(booking: Booking, shop: Shop, copy: ConfirmationCopy, lang: Lang): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (booking.dropoff) {
    // A visit's address is the visitor's own words: the e-mail says where in the shop's.
    const where =
      booking.dropoff.id === "on-site"
        ? copy.visitAddressText
        : booking.dropoff.id === "mail-in"
          ? `${shop.name}, ${shop.address}`
          : booking.dropoff.address;
    const how = lang === "es" ? spanishDropoff(booking.dropoff.id, shop.name) : booking.dropoff.label;
    rows.push([copy.howLabel, `${how}${where ? ` (${where})` : ""}`]);
  }
  const when = bookingWhen(booking, lang).text;
  if (when) rows.push([copy.whenLabel, when]);
  return rows;
}

/**
 * The visitor's confirmation: to the address they typed, from the site's sender, Reply-To their shop's inbox (so a
 * reply reaches a person). Anyone can type anyone's address, so it carries only what the shop wrote: the choices
 * made from the shop's lists, the estimate, the shop's address, and the name (which the checks allow only as a name,
 * never an address of any kind); never the message or a visit's address. Nothing the visitor typed goes into a header.
 */
export function composeConfirmation(
  submission: Submission,
  extras: { estimate?: EstimateFacts; booking?: Booking },
  meta: ConfirmationMeta,
): MailMessage {
  const { copy, shop, reference } = meta;
  const lang = meta.lang ?? "en";
  const es = lang === "es";
  const booking = extras.booking ?? {};
  const values = { name: submission.name, businessName: meta.businessName, shop: shop.name, reference };
  const request: Array<[string, string]> = [
    [copy.serviceLabel, meta.serviceName ? meta.serviceName(submission.service) : submission.service],
  ];
  if (extras.estimate) {
    const { family, brand, model, repair } = extras.estimate;
    request.push([
      copy.deviceLabel,
      es ? `${model.label} (${brand.label})` : `${model.label} (${brand.label} ${family.singular})`,
    ]);
    request.push([copy.repairLabel, repair.label]);
    const price = extras.estimate.shown?.text ?? formatPrice(extras.estimate.price);
    const { time } = extras.estimate.price;
    request.push([
      copy.estimateLabel,
      es
        ? `${price}, normalmente ${spanishTime(time)}. ${meta.estimateNote}`
        : `${price}, typically ${time}. ${meta.estimateNote}`,
    ]);
  }
  if (submission.message) request.push([copy.messageLabel, copy.messageText]);
  const when = bookingRows(booking, shop, copy, lang);
  const steps = stepsOf(booking, copy);
  const shopLines = [`${meta.businessName}, ${shop.name}`, shop.address, shop.phone];
  const status = meta.status ? statusLines(reference, { ...meta.status, lang }) : { text: [], html: [] };

  const section = (heading: string, rows: Array<[string, string]>) => [
    heading,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
  ];
  const text = [
    fill(copy.greeting, values),
    "",
    fill(copy.intro, values),
    "",
    `${copy.referenceLabel}: ${reference}`,
    "",
    ...status.text,
    ...section(copy.requestHeading, request),
    ...(when.length ? section(copy.bookingHeading, when) : []),
    ...(steps ? [steps.heading, ...steps.steps.map((step) => `- ${step}`), ""] : []),
    ...(meta.calendar ? [copy.calendarText, ""] : []),
    copy.shopHeading,
    ...shopLines,
    "",
    fill(copy.closing, values),
  ].join("\n");

  const table = (rows: Array<[string, string]>) =>
    [
      '<table cellpadding="4" style="border-collapse:collapse">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      ),
      "</table>",
    ].join("\n");
  const html = [
    `<p>${escapeHtml(fill(copy.greeting, values))}</p>`,
    `<p>${escapeHtml(fill(copy.intro, values))}</p>`,
    `<p>${escapeHtml(copy.referenceLabel)}: <strong>${escapeHtml(reference)}</strong></p>`,
    ...status.html,
    `<h2 style="font-size:18px">${escapeHtml(copy.requestHeading)}</h2>`,
    table(request),
    ...(when.length ? [`<h2 style="font-size:18px">${escapeHtml(copy.bookingHeading)}</h2>`, table(when)] : []),
    ...(steps
      ? [
          `<h3 style="font-size:16px">${escapeHtml(steps.heading)}</h3>`,
          `<ul>${steps.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ul>`,
        ]
      : []),
    ...(meta.calendar ? [`<p>${escapeHtml(copy.calendarText)}</p>`] : []),
    `<h2 style="font-size:18px">${escapeHtml(copy.shopHeading)}</h2>`,
    `<p>${shopLines.map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(fill(copy.closing, values))}</p>`,
  ].join("\n");

  const attachments: MailAttachment[] = meta.calendar
    ? [
        {
          filename: `${reference}.ics`,
          content: Buffer.from(meta.calendar, "utf8"),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        },
      ]
    : [];
  const host = meta.from.replace(/^.*@|>$/g, "");
  return {
    to: submission.email,
    from: meta.from,
    replyTo: { name: meta.businessName, address: shop.email },
    // The subject names the shop and the reference only: nothing the visitor typed.
    subject: literalHeader(headerText(fill(copy.subject, values))),
    messageId: `<${reference}.visitor@${host}>`,
    // No control character of anything it carries reaches a mail client (the name is the one thing typed).
    text: cleanText(text),
    html: cleanText(html),
    ...(attachments.length && { attachments }),
  };
}
