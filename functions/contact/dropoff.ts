// How a device gets to the shop: one of its locations, a visit, or the post. Apart from the
// booking checks so the form can list the choices from the site's data without loading them.

export type DropoffOption = { id: string; label: string; address?: string };
export type DropoffLocation = {
  id: string;
  name: string;
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
};

/** The choices, in the form's order: each location (data/site.json), then a visit, then the post. */
export const dropoffOptions = (locations: readonly DropoffLocation[]): DropoffOption[] => [
  ...locations.map((l) => ({
    id: l.id,
    label: `Drop off at ${l.name}`,
    address: `${l.streetAddress}, ${l.city}, ${l.region} ${l.postalCode}`,
  })),
  { id: "on-site", label: "We come to you" },
  { id: "mail-in", label: "Mail it in" },
];
