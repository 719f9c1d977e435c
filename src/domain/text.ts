import { hoursSentence, type DayHours } from "./hours";

/**
 * Copy in data/ writes the business's facts as {tokens} ({businessName}, {phone},
 * {email}, {address}, {hours}, {replyTime}, {service}) so that changing a fact in data/site.json changes it
 * in every sentence. Unknown tokens are left as they are and reported by the content check.
 */
export function fillTokens(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Tokens left in a text after filling, for the build's content check. */
export function unknownTokens(text: string, known: string[]): string[] {
  return [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]).filter((name) => !known.includes(name));
}

type TokenFacts = {
  name: string;
  phone: string;
  email: string;
  /** When the shop answers a request ("within a few business hours"): {replyTime}, the one place it is promised. */
  replyTime?: string | null;
  locations?: ReadonlyArray<TokenAddress & { id: string; phone: string; email: string }>;
};
type TokenAddress = {
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  openingHours: readonly DayHours[];
};

const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_, _dash, c: string) => c.toUpperCase());
const addressOf = (a: TokenAddress) => `${a.streetAddress}, ${a.city}, ${a.region} ${a.postalCode}`;

/**
 * Each location's own tokens, named after its id: {addressMountGilead}, {phoneMountGilead}, {emailMountGilead},
 * {hoursMountGilead}, so copy can name a second shop's facts and follow their changes.
 */
export function locationTokens(
  locations: ReadonlyArray<TokenAddress & { id: string; phone: string; email: string }>,
): Record<string, string> {
  return Object.fromEntries(
    locations.flatMap((l) => [
      [`address${pascal(l.id)}`, addressOf(l)],
      [`phone${pascal(l.id)}`, l.phone],
      [`email${pascal(l.id)}`, l.email],
      [`hours${pascal(l.id)}`, hoursSentence(l.openingHours)],
    ]),
  );
}

/**
 * The values of the site-wide {tokens}, from data/site.json's business and main location: the one place they are
 * made, for the pages (useFill) and for the build's checks (title-check.ts).
 */
export function siteTokens(business: TokenFacts, main: TokenAddress): Record<string, string> {
  return {
    businessName: business.name,
    phone: business.phone,
    email: business.email,
    address: addressOf(main),
    hours: hoursSentence(main.openingHours),
    ...(business.replyTime ? { replyTime: business.replyTime } : {}),
    ...(business.locations ? locationTokens(business.locations) : {}),
  };
}
