import type { Lang } from "../domain/language";
/** Google Maps URLs for an address: directions (opens in a new tab) and the embed. */
export type Address = { streetAddress: string; city: string; region: string; postalCode: string };

export const addressLine = (a: Address) => `${a.streetAddress}, ${a.city}, ${a.region} ${a.postalCode}`;

export const directionsUrl = (a: Address) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(a))}`;

export const embedUrl = (a: Address) =>
  `https://www.google.com/maps?q=${encodeURIComponent(addressLine(a))}&output=embed`;

/** What a screen reader hears after a directions button's words, in the page's language: " to <address> (opens in a new tab)". */
export const directionsTail = (address: string, lang: Lang) =>
  lang === "es" ? ` a ${address} (se abre en una pestaña nueva)` : ` to ${address} (opens in a new tab)`;
