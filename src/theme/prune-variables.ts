import { compile, serialize, stringify, type Element } from "stylis";

// A name may hold CSS escapes: Chakra writes the token spacing.3.5 as --chakra-spacing-3\.5.
const VAR_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g;

const referencesIn = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1]);

/** Every declaration under `elements` (rules, at-rules and layers nest them). */
function* declarations(elements: Element[]): Generator<Element> {
  for (const element of elements) {
    if (element.type === "decl") yield element;
    else if (Array.isArray(element.children)) yield* declarations(element.children);
  }
}

const isCustomProperty = (declaration: Element) => String(declaration.props).startsWith("--");

/** `elements` without the declarations `drop` says to drop (a rule left empty is then written as nothing). */
function without(elements: Element[], drop: (declaration: Element) => boolean): Element[] {
  return elements
    .filter((element) => element.type !== "decl" || !drop(element))
    .map((element) =>
      Array.isArray(element.children) ? { ...element, children: without(element.children, drop) } : element,
    );
}

/**
 * A page's style sheets without the custom properties that nothing on the page reads: Chakra declares every token of
 * the theme (and each colour palette's eleven shades on every element that names a palette), while a page reads about
 * half of them. A property is read when a declaration that is not itself a custom property, or an element's style
 * attribute in `html`, names it in `var()`, or when a custom property that is read names it. Only for a page whose
 * styles never change in the browser (a chrome-only page: no component renders there, page-runtime/static-page.tsx).
 */
export function pruneCustomProperties(sheets: readonly string[], html: string): string[] {
  const parsed = sheets.map((css) => compile(css));
  const declared = new Map<string, string[]>();
  const read = new Set(referencesIn(html));
  for (const declaration of parsed.flatMap((elements) => [...declarations(elements)])) {
    const value = String(declaration.children);
    if (isCustomProperty(declaration))
      declared.set(String(declaration.props), [...(declared.get(String(declaration.props)) ?? []), value]);
    else for (const name of referencesIn(value)) read.add(name);
  }
  // What the read properties name is read too.
  const pending = [...read];
  while (pending.length) {
    const name = pending.pop()!;
    for (const value of declared.get(name) ?? [])
      for (const reference of referencesIn(value))
        if (!read.has(reference)) {
          read.add(reference);
          pending.push(reference);
        }
  }
  const unread = (declaration: Element) => isCustomProperty(declaration) && !read.has(String(declaration.props));
  return parsed.map((elements) => serialize(without(elements, unread), stringify));
}
