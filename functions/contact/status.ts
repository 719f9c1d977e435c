import { bookingWhen } from "../../src/domain/booking";
import { SHOP_TIME_ZONE, shopFor, type Shop } from "../../src/domain/shops";
import { currentState, statusOf, type StatusAnswer, type StatusCopy } from "../../src/domain/status";
import type { Lang } from "../../src/domain/language";
import { spanishDropoff } from "../../src/domain/spanish";
import { fillTokens } from "../../src/domain/text";
import { estimateIn, serviceName } from "./confirmation-data";
import { retainedSince, type RequestRecord } from "./record";

// The status page's answer for a stored request, from its record (src/domain/status.ts has the states and their rules).

const TIME_ZONE = SHOP_TIME_ZONE;
/** The dates of the answer, as each language writes them (server side: Intl). */
const LOCALES: Readonly<Record<Lang, string>> = { en: "en-US", es: "es-US" };
const dateTime = (lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, dateStyle: "long", timeStyle: "short" });
const dateOnly = (lang: Lang) => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, dateStyle: "long" });

/** The booking without the visitor's address: "Drop-off at Charlotte, Tuesday, December 1, 2026, Morning (9am-12pm)". */
function bookingText(record: RequestRecord, shop: Shop, lang: Lang): string | undefined {
  const { dropoff } = record.booking;
  const parts: string[] = [];
  // A shop's drop-off names its shop ("Drop off at Charlotte"); a visit or the post says which shop it is with.
  if (dropoff && lang === "es") {
    const how = spanishDropoff(dropoff.id, shop.name);
    parts.push(how.includes(shop.name) ? how : `${how} (${shop.name})`);
  } else if (dropoff) parts.push(dropoff.label.includes(shop.name) ? dropoff.label : `${dropoff.label} (${shop.name})`);
  const when = bookingWhen(record.booking, lang).text;
  if (when) parts.push(when);
  return parts.length ? parts.join(", ") : undefined;
}

/**
 * The status page's answer for a request (`record` is the request's own record, not one of its deliveries), in `lang`
 * (the language of the page that asks; `copy` is in it).
 */
export function statusAnswer(
  record: RequestRecord,
  {
    copy,
    shops,
    retentionMs,
    lang = "en",
  }: { copy: StatusCopy; shops: readonly Shop[]; retentionMs: number; lang?: Lang },
): StatusAnswer {
  const status = statusOf(record);
  const state = currentState(status);
  const shop = shopFor(record, shops);
  const estimate = record.estimate && estimateIn(record.estimate, lang);
  const booking = bookingText(record, shop, lang);
  const keptUntil = dateOnly(lang).format(new Date(retainedSince(record) + retentionMs));
  return {
    found: true,
    reference: record.reference,
    state,
    label: copy.states[state].label,
    text: copy.states[state].text,
    request: estimate
      ? lang === "es"
        ? `${estimate.model.label} (${estimate.brand.label}): ${estimate.repair.label}`
        : `${estimate.model.label} (${estimate.brand.label} ${estimate.family.singular}): ${estimate.repair.label}`
      : serviceName(record.submission.service, lang),
    ...(booking && { booking }),
    shop: { id: shop.id, name: shop.name, phone: shop.phone, address: shop.address },
    history: status.history.map(({ state: s, at, note }) => ({
      state: s,
      label: copy.states[s].label,
      at,
      date: dateTime(lang).format(new Date(at)),
      ...(note && { note }),
    })),
    keptUntil,
    keptUntilText: fillTokens(copy.keptUntilText, {
      date: keptUntil,
      retentionDays: String(Math.round(retentionMs / (24 * 60 * 60 * 1000))),
    }),
  };
}
