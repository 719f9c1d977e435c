import { bookingWhen, type Booking } from "../../src/domain/booking";
import { shopClock } from "../../src/domain/dates";
import { CONTROL_CHARACTERS_IN_TEXT } from "../../src/domain/fields";
import { LANGUAGE_NAMES, type Lang } from "../../src/domain/language";
import { photoFilename, type Photo } from "./photos";
import { estimateName, formatPrice, sameDayAdds, type Price, type ShownPrice } from "../../src/domain/pricing";
import { REQUEST_FIELDS, submissionRows, type Submission } from "../../src/domain/service-request";
import { SHOP_TIME_ZONE } from "../../src/domain/shops";

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  from: string;
  replyTo: { name: string; address: string };
  subject: string;
  /** Derived from the reference, so a mail client can spot the rare second delivery of one request. */
  messageId?: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** The estimate's names and price (an Estimate, or the snapshot a stored request keeps). */
export type EstimateFacts = {
  family: { singular: string };
  brand: { label: string };
  model: { label: string };
  repair: { label: string };
  price: Price;
  shown?: ShownPrice | null;
};

/** What a request books besides its fields: the recomputed estimate, the booking choices, the photos. */
/** `lang`: the visitor's language when not English (the e-mail says so; it stays in English). */
export type RequestExtras = { estimate?: EstimateFacts; booking?: Booking; photos?: readonly Photo[]; lang?: Lang };

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const CONTROLS_IN_TEXT = new RegExp(`${CONTROL_CHARACTERS_IN_TEXT.source}+`, "g");
/**
 * Text an e-mail may carry: every control character (C0, DEL, C1) taken out but tab, line feed and carriage
 * return. A stored value or an owner's note may hold ESC or BEL, which a mail client's or a terminal's view of
 * the message would obey.
 */
export const cleanText = (value: string) => value.replace(CONTROLS_IN_TEXT, "");

/** Header-safe: no control characters (C0, DEL, C1), bounded length. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
export const headerText = (value: string) => value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").slice(0, 120);

/**
 * A header value as literal text. A visitor's "=?utf-8?B?...?=" would be decoded by mail clients as an
 * encoded word (RFC 2047) and show text they never typed, an address say; such a value is sent as encoded
 * words of our own (UTF-8, base64, at most 45 bytes each), which decode to exactly what was typed.
 */
export function literalHeader(value: string): string {
  if (!value.includes("=?")) return value;
  const words: string[] = [];
  let chunk = "";
  for (const char of value) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, "utf8").toString("base64")}?=`).join(" ");
}

/** "$179-$229, typically 1-2 days (same-day possible), 180-day warranty", and where it came from. */
function estimateText(estimate: EstimateFacts): string {
  const { price } = estimate;
  const sameDay = sameDayAdds(price) ? " (same-day possible)" : "";
  return (
    `${estimate.shown?.text ?? formatPrice(price)}, typically ${price.time}${sameDay}, ${price.warrantyDays}-day warranty. ` +
    "The visitor saw this price on the website (recomputed here from our price list, not taken from the browser). " +
    "It is an estimate: the final price follows the free diagnostic."
  );
}

/** The rows a booked repair adds: device, repair, estimate, how the device gets to us, date, time, photos. */
function bookingRows({ estimate, booking = {}, photos = [] }: RequestExtras): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (estimate) {
    const { family, brand, model, repair } = estimate;
    rows.push(["Device", `${model.label} (${brand.label} ${family.singular})`]);
    rows.push(["Repair", repair.label]);
    rows.push(["Estimate shown to the visitor", estimateText(estimate)]);
  }
  if (booking.dropoff) {
    const where = booking.dropoff.address ? ` (${booking.dropoff.address})` : "";
    rows.push(["How the device gets to us", `${booking.dropoff.label}${where}`]);
  }
  if (booking.address) rows.push(["Address for the visit", booking.address]);
  const when = bookingWhen(booking);
  if (when.day) rows.push(["Preferred date", when.day]);
  if (when.window) rows.push(["Preferred time", when.window]);
  if (photos.length) rows.push(["Photos", `${photos.length} attached`]);
  return rows;
}

/**
 * The e-mail the shop receives. Only Reply-To carries a visitor's value into a header,
 * as a parsed address object (never a raw string nodemailer would have to split).
 */
export function composeMessage(
  submission: Submission,
  meta: {
    to: string;
    from: string;
    receivedAt: Date;
    /** The zone the received time is written in: the shops' (data/site.json). */
    timeZone?: string;
    businessName: string;
    reference?: string;
    /** The shop the request is for: named in the subject (when there are several) and the last lines. */
    shop?: { name: string; phone: string; address: string };
    multipleShops?: boolean;
  },
  extras: RequestExtras = {},
): MailMessage {
  const { reference, shop } = meta;
  const shopLine = shop && `For the ${shop.name} shop: ${shop.address}, ${shop.phone}.`;
  // The request's own fields as declared (service-request.ts), the booked repair's rows after the service. A booking
  // names where the device goes: "No preference" beside it would only add noise.
  const own = submissionRows(submission).filter(
    ([label]) => !(label === REQUEST_FIELDS.location.label && !submission.location && extras.booking?.dropoff),
  );
  const afterService = own.findIndex(([label]) => label === REQUEST_FIELDS.service.label) + 1;
  const rows: Array<[string, string]> = [
    ...(reference ? ([["Reference", reference]] as Array<[string, string]>) : []),
    ...(extras.lang && extras.lang !== "en"
      ? ([["Language", `The visitor wrote in ${LANGUAGE_NAMES[extras.lang]}`]] as Array<[string, string]>)
      : []),
    ...own.slice(0, afterService),
    ...bookingRows(extras),
    ...own.slice(afterService),
    ["Received", shopClock(meta.receivedAt, meta.timeZone ?? SHOP_TIME_ZONE)],
  ];
  const text = [
    `New service request from the ${meta.businessName} website.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Reply to this e-mail to answer the customer.",
    ...(shopLine ? [shopLine] : []),
  ].join("\n");
  const html = [
    `<p>New service request from the ${escapeHtml(meta.businessName)} website.</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    "<p>Reply to this e-mail to answer the customer.</p>",
    ...(shopLine ? [`<p>${escapeHtml(shopLine)}</p>`] : []),
  ].join("\n");
  return {
    to: meta.to,
    from: meta.from,
    replyTo: { name: literalHeader(headerText(submission.name)), address: submission.email },
    // The reference goes after the cut to 120 characters, so a long name never drops it.
    subject: literalHeader(
      headerText(
        `Service request${shop && meta.multipleShops ? ` [${shop.name}]` : ""}: ${extras.estimate ? estimateName(extras.estimate) : submission.service} - ${submission.name}`,
      ) + (reference ? ` (${reference})` : ""),
    ),
    ...(reference && { messageId: `<${reference}@${meta.from.replace(/^.*@|>$/g, "")}>` }),
    // Whatever the store holds (an older version's record, a hand-edited one), no control character is sent.
    text: cleanText(text),
    html: cleanText(html),
    ...(extras.photos?.length
      ? {
          attachments: extras.photos.map((photo, i) => ({
            filename: photoFilename(i, photo),
            content: photo.content,
            contentType: photo.type,
          })),
        }
      : {}),
  };
}
