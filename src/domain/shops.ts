// Which shop a request is for, and how to reach it: the drop-off location, else the location the visitor chose for a
// visit or the post, else the main (first) one. Its inbox gets the e-mail; its phone and address are what the visitor
// and the shop's e-mail show.
import site from "../../data/site.json";

/** The shops' time zone (data/site.json): the clock every time the shop reads is written in. */
export const SHOP_TIME_ZONE: string = site.timeZone;

export type Shop = { id: string; name: string; email: string; phone: string; address: string };

export const SHOPS: readonly Shop[] = site.locations.map((l) => ({
  id: l.id,
  name: l.name,
  email: l.email,
  phone: l.phone,
  address: `${l.streetAddress}, ${l.city}, ${l.region} ${l.postalCode}`,
}));

/** The shop a location field names, by id or by name ("mount-gilead" or "Mount Gilead"); none for anything else. */
export function shopNamed(value: unknown, shops: readonly Shop[] = SHOPS): Shop | undefined {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return text ? shops.find((s) => s.id === text || s.name.toLowerCase() === text) : undefined;
}

/** The shop of a checked request: its booking's location, else the one its location field names, else the main one. */
export function shopFor(
  request: { booking?: { location?: string; dropoff?: { id: string } }; submission?: { location?: string } },
  shops: readonly Shop[] = SHOPS,
): Shop {
  return (
    shops.find((s) => s.id === request.booking?.dropoff?.id) ??
    shops.find((s) => s.id === request.booking?.location) ??
    shopNamed(request.submission?.location, shops) ??
    shops[0]
  );
}
