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
