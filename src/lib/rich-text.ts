import { telHref } from "../domain/phone";
import { fillTokens } from "../domain/text";

/**
 * Copy with links, as the documents (About, Terms, Privacy: data/documents/) write it: a page of the site as Markdown
 * writes a link, "[our price list](/pricing/)", and a phone number or an e-mail address as its token, {phone},
 * {phoneMountGilead}, {email}, which the page makes a tel: or mailto: link. The other {tokens} are filled as text.
 */
export type RichPart = { text: string; to?: string; href?: string };

const PARTS = /\[([^\]]+)\]\((\/[^)\s]*)\)|\{((?:phone|email)[A-Za-z]*)\}/g;

/** The parts of a text: plain text, links to pages of the site (`to`), and tel: and mailto: links (`href`). */
export function richParts(text: string, tokens: Record<string, string>): RichPart[] {
  const parts: RichPart[] = [];
  let at = 0;
  const plain = (end: number) => {
    if (end > at) parts.push({ text: fillTokens(text.slice(at, end), tokens) });
  };
  for (const match of text.matchAll(PARTS)) {
    const [whole, label, to, token] = match;
    plain(match.index!);
    at = match.index! + whole.length;
    const value = token ? tokens[token] : undefined;
    if (label) parts.push({ text: fillTokens(label, tokens), to });
    else if (value) parts.push({ text: value, href: token.startsWith("phone") ? telHref(value) : `mailto:${value}` });
    else parts.push({ text: whole });
  }
  plain(text.length);
  return parts;
}

/** The pages a text links to ("[label](/path/)"), in order: the build checks that each is a page of the site. */
export const richLinks = (text: string): string[] =>
  [...text.matchAll(PARTS)].flatMap(([, label, to]) => (label ? [to] : []));
