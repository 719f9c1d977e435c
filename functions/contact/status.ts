import { bookingWhen } from "../../src/domain/booking";
import { SHOP_TIME_ZONE, shopFor, type Shop } from "../../src/domain/shops";
import { currentState, statusOf, type StatusAnswer, type StatusCopy } from "../../src/domain/status";
import { fillTokens } from "../../src/domain/text";
import { retainedSince, type RequestRecord } from "./record";

// The status page's answer for a stored request, from its record (src/domain/status.ts has the states and their rules).

const TIME_ZONE = SHOP_TIME_ZONE;
const dateTime = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, dateStyle: "long", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, dateStyle: "long" });

/** The booking without the visitor's address: "Drop-off at Charlotte, Tuesday, December 1, 2026, Morning (9am-12pm)". */
function bookingText(record: RequestRecord, shop: Shop): string | undefined {
  const { dropoff } = record.booking;
  const parts: string[] = [];
  // A shop's drop-off names its shop ("Drop off at Charlotte"); a visit or the post says which shop it is with.
  if (dropoff) parts.push(dropoff.label.includes(shop.name) ? dropoff.label : `${dropoff.label} (${shop.name})`);
  const when = bookingWhen(record.booking).text;
  if (when) parts.push(when);
  return parts.length ? parts.join(", ") : undefined;
}

/** The status page's answer for a request (`record` is the request's own record, not one of its deliveries). */
export function statusAnswer(
  record: RequestRecord,
  { copy, shops, retentionMs }: { copy: StatusCopy; shops: readonly Shop[]; retentionMs: number },
): StatusAnswer {
  const status = statusOf(record);
  const state = currentState(status);
  const shop = shopFor(record, shops);
  const estimate = record.estimate;
  const booking = bookingText(record, shop);
  const keptUntil = dateOnly.format(new Date(retainedSince(record) + retentionMs));
  return {
    found: true,
    reference: record.reference,
    state,
    label: copy.states[state].label,
    text: copy.states[state].text,
    request: estimate
      ? `${estimate.model.label} (${estimate.brand.label} ${estimate.family.singular}): ${estimate.repair.label}`
      : record.submission.service,
    ...(booking && { booking }),
    shop: { id: shop.id, name: shop.name, phone: shop.phone, address: shop.address },
    history: status.history.map(({ state: s, at, note }) => ({
      state: s,
      label: copy.states[s].label,
      at,
      date: dateTime.format(new Date(at)),
      ...(note && { note }),
    })),
    keptUntil,
    keptUntilText: fillTokens(copy.keptUntilText, {
      date: keptUntil,
      retentionDays: String(Math.round(retentionMs / (24 * 60 * 60 * 1000))),
    }),
  };
}
