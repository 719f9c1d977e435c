import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { sayIn, type Say } from "./data/editor-words";

/** Blog minimums from the spec: below these the build warns (it does not fail). */
export const MIN_WORDS = 500;
export const MIN_INTERNAL_LINKS = 2;

/**
 * The HTML editors may write in a post. Everything else (scripts, styles, event
 * handlers, javascript: URLs, iframes) is removed at build time; external links open
 * safely in a new tab.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "h2", "h3", "ul", "ol", "li", "a", "strong", "em", "blockquote", "br"],
    allowedAttributes: { a: ["href", "title", "rel", "target"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const external = /^https?:\/\//i.test(href);
        const attributes: Record<string, string> = { href };
        if (attribs.title) attributes.title = attribs.title;
        if (external) {
          attributes.rel = "noopener noreferrer";
          attributes.target = "_blank";
        }
        return { tagName, attribs: attributes };
      },
    },
  });
}

/** Visible text of a fragment: tags removed, entities decoded for counting. */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, "x");
}

export function countWords(html: string): number {
  return (
    textOf(html.replace(/<\/(p|h2|h3|li|blockquote)>/gi, " $&")).match(/[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/g) ?? []
  ).length;
}

/**
 * Site paths a post links to: relative links ("/contact/") and absolute links to the
 * site's own origin. External links and anchors within the page are not counted.
 */
export function internalLinks(html: string, siteUrl: string): string[] {
  const origin = siteUrl.replace(/\/$/, "");
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1/gi)) {
    const href = match[2].trim();
    if (href.startsWith("/") && !href.startsWith("//")) links.push(href);
    else if (href.toLowerCase().startsWith(`${origin.toLowerCase()}/`) || href.toLowerCase() === origin.toLowerCase())
      links.push(href.slice(origin.length) || "/");
  }
  return links.map((link) => link.replace(/[?#].*$/, "") || "/");
}

/**
 * A post's body is Markdown (paragraphs by blank lines, `## headings`, lists, `[links](/contact/)`). HTML typed in
 * it is shown as text, never passed through; indented lines stay a paragraph (no code blocks, which the site does
 * not style). The page has its one h1 (the post's title): `#` becomes h2, `####` and below h3.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable([
  "code",
  "fence",
  "table",
]);
markdown.core.ruler.push("post_heading_levels", (state) => {
  for (const token of state.tokens)
    if (token.type === "heading_open" || token.type === "heading_close")
      token.tag = token.tag === "h1" || token.tag === "h2" ? "h2" : "h3";
});

/** The HTML of a post's Markdown body, limited to what a post may show (sanitizePostHtml). */
export function renderPostMarkdown(body: string): string {
  return sanitizePostHtml(markdown.render(body)).trim();
}

export type PostFigures = { html: string; wordCount: number; internalLinks: string[] };

/**
 * The rendered body and what the build checks in it, read from the HTML the page shows. Kept for the last posts
 * analysed: the data checks read every post twice (its links, its minimums), and again at each save in the CMS and in
 * `gatsby develop`, where one post at most has changed.
 */
export function analyzePost(body: string, siteUrl: string): Readonly<PostFigures> {
  const key = `${siteUrl}\n${body}`;
  let figures = analysed.get(key);
  if (!figures) {
    const html = renderPostMarkdown(body);
    figures = { html, wordCount: countWords(html), internalLinks: internalLinks(html, siteUrl) };
    if (analysed.size >= 100) analysed.delete(analysed.keys().next().value!);
    analysed.set(key, figures);
  }
  return figures;
}

const analysed = new Map<string, PostFigures>();

/**
 * The build's warnings for a post under the spec's minimums, in the editor's words (`say`: the build's over the files
 * as read, naming the post by its title; by default by its file's name).
 */
export function postWarnings(
  file: string,
  figures: Pick<PostFigures, "wordCount" | "internalLinks">,
  say: Say = sayIn([]),
): string[] {
  const warnings: string[] = [];
  const links = figures.internalLinks.length;
  if (figures.wordCount < MIN_WORDS)
    warnings.push(
      say(file, ["body"], `has ${figures.wordCount} words; posts should have at least ${MIN_WORDS}: write more`),
    );
  if (links < MIN_INTERNAL_LINKS)
    warnings.push(
      say(
        file,
        ["body"],
        `has ${links} link${links === 1 ? " to a page" : "s to pages"} of the site; posts should link to at least ${MIN_INTERNAL_LINKS}: link to the services or pages the post speaks of`,
      ),
    );
  return warnings;
}
