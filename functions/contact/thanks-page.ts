// The answer to a plain form post (no JavaScript) that the shop received: a page of its own, as a refusal has, with
// what /thank-you/ shows when its script runs: the reference, what was booked, the shop it reached (its phone and
// address) and what happens next. The static /thank-you/ cannot read the reference from its address without a
// script. No script, no outside resource: it stands under the refusal pages' policy.
import type { BookingAnswer, Confirmation } from "../../src/domain/answer";
import type { Lang } from "../../src/domain/language";
import { spanishDropoff } from "../../src/domain/spanish";
import { fillTokens } from "../../src/domain/text";
import { escapeHtml, phoneLink, plainPage } from "./refusal-page";

/** Its words: the thank-you page's (data/pages.json thankYou), {replyTime} filled in. */
export type ThanksCopy = {
  title: string;
  heading: string;
  intro: string;
  referenceLabel: string;
  referenceHint: string;
  confirmationHeldText: string;
  stepsHeading: string;
  steps: ReadonlyArray<{ title: string; text: string }>;
  homeLabel: string;
  anotherLabel: string;
  booked: { heading: string; estimateLabel: string; dropoffLabel: string; dateLabel: string; photosLabel: string };
};

export type ThanksPageContext = {
  copy: ThanksCopy;
  businessName: string;
  reference: string;
  booking: BookingAnswer;
  confirmation: Confirmation;
  /** The request form's address, for another request. */
  formHref: string;
  /** The request's language (English when not given): `copy` is in it, and so is the page's own writing. */
  lang?: Lang;
};

const STYLE = "table{border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:.25rem .75rem .25rem 0}";

/** The page's HTML (filled in, escaped). */
export function thanksHtml({
  copy,
  businessName,
  reference,
  booking,
  confirmation,
  formHref,
  lang = "en",
}: ThanksPageContext) {
  const fill = (text: string) => escapeHtml(fillTokens(text, { businessName }));
  const rows: Array<[string, string]> = [
    ...(booking.estimate
      ? [[copy.booked.estimateLabel, `${booking.estimate.name}: ${booking.estimate.price}`] as [string, string]]
      : []),
    ...(booking.dropoff
      ? [
          [
            copy.booked.dropoffLabel,
            [
              lang === "es" ? spanishDropoff(booking.dropoff.id, booking.shop?.name ?? "") : booking.dropoff.label,
              booking.address,
            ]
              .filter(Boolean)
              .join(": "),
          ] as [string, string],
        ]
      : []),
    ...(booking.when ? [[copy.booked.dateLabel, booking.when] as [string, string]] : []),
    ...(booking.photos ? [[copy.booked.photosLabel, String(booking.photos)] as [string, string]] : []),
  ];
  const { shop } = booking;
  return plainPage({
    lang,
    title: fill(copy.title),
    robots: "noindex",
    style: STYLE,
    main: [
      `<h1>${fill(copy.heading)}</h1>`,
      `<p>${fill(copy.intro)}</p>`,
      `<p>${fill(copy.referenceLabel)} <strong>${escapeHtml(reference)}</strong></p>`,
      `<p>${fill(copy.referenceHint)}</p>`,
      ...(confirmation === "held" ? [`<p>${fill(copy.confirmationHeldText)}</p>`] : []),
      ...(rows.length
        ? [
            `<h2>${fill(copy.booked.heading)}</h2>`,
            "<table>",
            ...rows.map(([label, value]) => `<tr><th>${fill(label)}</th><td>${escapeHtml(value)}</td></tr>`),
            "</table>",
          ]
        : []),
      ...(shop
        ? [
            `<p><strong>${escapeHtml(`${businessName}, ${shop.name}`)}</strong><br>${escapeHtml(shop.address)}<br>${phoneLink(shop.phone)}</p>`,
          ]
        : []),
      `<h2>${fill(copy.stepsHeading)}</h2>`,
      `<ol>${copy.steps.map((step) => `<li><strong>${fill(step.title)}</strong>: ${fill(step.text)}</li>`).join("")}</ol>`,
      '<p class="links">',
      `<a href="/">${fill(copy.homeLabel)}</a>`,
      `<a href="${escapeHtml(formHref)}">${fill(copy.anotherLabel)}</a>`,
      "</p>",
    ],
  });
}
