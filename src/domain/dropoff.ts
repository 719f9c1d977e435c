// How a device gets to the shop: one of its locations, a visit, or the post. Apart from the
// booking checks so the form can list the choices from the site's data without loading them.

import type { BusinessData } from "./data-types.generated";

export type DropoffOption = { id: string; label: string; address?: string };
/** The way of a visit: a technician comes to the customer's place. */
export const VISIT = "on-site";
/**
 * A location as the choices need it: data/site.json's, or its GraphQL node's, whose `bookings` (how customers can get a
 * device to it) may be left out: then all three.
 */
export type DropoffLocation = Pick<
  BusinessData["locations"][number],
  "id" | "name" | "streetAddress" | "city" | "region" | "postalCode"
> & { bookings?: readonly string[] | null };

const offers = (l: DropoffLocation, kind: string) => !l.bookings || l.bookings.includes(kind);

/**
 * The choices, in the form's order: each location that takes devices at its counter (data/site.json), then a
 * visit and the post when a location offers them.
 */
export const dropoffOptions = (locations: readonly DropoffLocation[]): DropoffOption[] => [
  ...locations
    .filter((l) => offers(l, "dropoff"))
    .map((l) => ({
      id: l.id,
      label: `Drop off at ${l.name}`,
      address: `${l.streetAddress}, ${l.city}, ${l.region} ${l.postalCode}`,
    })),
  ...(locations.some((l) => offers(l, VISIT)) ? [{ id: VISIT, label: "We come to you" }] : []),
  ...(locations.some((l) => offers(l, "mail-in")) ? [{ id: "mail-in", label: "Mail it in" }] : []),
];
