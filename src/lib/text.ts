/**
 * Copy in data/ writes the business's facts as {tokens} ({businessName}, {phone},
 * {email}, {address}, {service}) so that changing a fact in data/site.json changes it
 * in every sentence. Unknown tokens are left as they are and reported by the content check.
 */
export function fillTokens(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Tokens left in a text after filling, for the build's content check. */
export function unknownTokens(text: string, known: string[]): string[] {
  return [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]).filter((name) => !known.includes(name));
}

type TokenFacts = { name: string; phone: string; email: string };
type TokenAddress = { streetAddress: string; city: string; region: string; postalCode: string };

/**
 * The values of the site-wide {tokens}, from data/site.json's business and main location: the one place they are
 * made, for the pages (useFill) and for the build's checks (title-check.ts).
 */
export function siteTokens(business: TokenFacts, main: TokenAddress): Record<string, string> {
  return {
    businessName: business.name,
    phone: business.phone,
    email: business.email,
    address: `${main.streetAddress}, ${main.city}, ${main.region} ${main.postalCode}`,
  };
}
