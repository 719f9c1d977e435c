// Decap's entry form as the page shows it, for the save checks (admin-browser.ts): where a value of the entry is in
// the form, opening the list items that hold it, and where Decap's own field errors are. Decap renders every field of
// a list item also while the item is collapsed (its content hidden); each field is a box of its own, labelled by the
// field's name ("closes-field-12"); each list item has a summary (its name) and a toggle.

/** A field's box (label, hint, errors and control). */
const FIELD = "[class*='ControlContainer']";
/** A list item: its top bar (the toggle first), its summary, then its fields. */
const ITEM = "[class*='SortableListItem']";
const SUMMARY = "[class*='NestedObjectLabel']";
const TOP_BAR = "[class*='ControlTopbar']";
/** The errors Decap shows in a field's box when its own checks (required, pattern) stop a save. */
export const DECAP_ERRORS = "ul[class*='ControlErrorsList']";
/**
 * A column of a form with languages (Decap's i18n): the English one first, the Spanish one beside it, each headed by
 * its "Writing in EN" / "Writing in ES" menu.
 */
export const COLUMN = "[class*='ControlPaneContainer']";
const LANGUAGE_MENU = "[class*='LocaleRowWrapper']";

/** The language a column is written in ("es"), from its menu; undefined for a form without languages. */
export const languageOf = (column: Element): string | undefined =>
  /\bin ([A-Z]{2})$/
    .exec(column.querySelector(`${LANGUAGE_MENU} [role=button]`)?.textContent?.trim() ?? "")?.[1]
    .toLowerCase();

/** A note of the build's checks beside a field (added here, removed with the refusal). */
const NOTE = "data-qctr-problem";

/** The field box an element is in (Decap writes a field's errors in its top bar, beside its label). */
export const fieldBoxOf = (element: Element): Element | null => element.closest(FIELD);

/** A part of a value's place: a field's name or a list's position from 0 (editor-words.ts PathPart). */
export type PathPart = string | number;

/** "locations[0].openingHours[5].closes" → ["locations", 0, "openingHours", 5, "closes"]; "(the file)" → []. */
export const parseJsonPath = (path: string): PathPart[] =>
  path === "(the file)"
    ? []
    : [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
        index === undefined ? name : Number(index),
      );

/** The field or item box directly around `element` (itself left out). */
const boxAround = (element: Element) => element.parentElement?.closest(`${FIELD}, ${ITEM}`) ?? null;

/**
 * The field box of `name` directly inside `scope` (a field's box, an item, or the form when `scope` is null), within
 * `form` (the page, or one column of a form with languages).
 */
function fieldIn(scope: Element | null, name: string, form: ParentNode = document): Element | null {
  const pattern = new RegExp(`^${name.replace(/[$()[\]{}.*+?^|\\]/g, "\\$&")}-field-\\d+$`);
  for (const label of (scope ?? form).querySelectorAll("label[for]")) {
    if (!pattern.test(label.getAttribute("for") ?? "")) continue;
    const box = label.closest(FIELD);
    if (box && boxAround(box) === scope) return box;
  }
  return null;
}

/**
 * The box of the value at `parts` of the open entry: the field's, or the list item's when the value is an item. As
 * far down as the form shows (a list of plain values has no box per field): null when not even its first part is.
 */
export function boxAt(parts: readonly PathPart[], form: ParentNode | null = null): Element | null {
  let scope: Element | null = null;
  for (const part of parts) {
    const next: Element | null =
      typeof part === "number" ? itemIn(scope, part) : fieldIn(scope, part, form ?? document);
    if (!next) break;
    scope = next;
  }
  return scope;
}

/** The item at `index` (from 0) of the list whose box is `list`. */
const itemIn = (list: Element | null, index: number): Element | null =>
  list ? ([...list.querySelectorAll(ITEM)].filter((item) => boxAround(item) === list)[index] ?? null) : null;

/** An item's content while it is collapsed: its third part (after its top bar and its summary), hidden. */
const collapsed = (item: Element) => {
  const content = item.children[2];
  return !!content && getComputedStyle(content).display === "none";
};

/** Opens the list items that hold `box` (the outermost first) and shows it in the middle of the screen. */
export function reveal(box: Element) {
  const items: Element[] = [];
  for (let at = box.closest(ITEM); at; at = at.parentElement?.closest(ITEM) ?? null) items.unshift(at);
  for (const item of items) if (collapsed(item)) item.querySelector<HTMLButtonElement>("button")?.click();
  showBox(box);
}

/** Scrolls `box` to the middle of the screen and focuses its control. */
function showBox(box: Element) {
  box.scrollIntoView({ block: "center" });
  box.querySelector<HTMLElement>("input, textarea, select, [contenteditable=true]")?.focus({ preventScroll: true });
}

/**
 * `reveal`, then again while the second after it lasts: the items open when Decap renders again, so the box is
 * scrolled to once it shows; and Decap, as it finished a refused save, collapsed an item just opened (seen 50-200 ms
 * after the errors were written): it is opened again.
 */
export function revealSteadily(box: Element) {
  reveal(box);
  const started = performance.now();
  let shown = box.getClientRects().length > 0;
  const check = () => {
    if (!box.isConnected || performance.now() - started > 1000) return;
    const showing = box.getClientRects().length > 0;
    if (!showing) reveal(box);
    else if (!shown) showBox(box);
    shown = showing;
    setTimeout(check, 50);
  };
  setTimeout(check, 50);
}

/** Writes `text` beside the field of `box`, under its label, as Decap writes its own errors there. */
export function noteBeside(box: Element, text: string) {
  const note = document.createElement("p");
  note.setAttribute(NOTE, "");
  note.textContent = text;
  note.style.cssText = "margin:4px 0 8px;color:#b3261e;font:600 14px/1.4 system-ui,sans-serif";
  const bar = box.matches(FIELD) ? box.querySelector(`:scope > ${TOP_BAR}`) : box.querySelector(`:scope > ${SUMMARY}`);
  if (bar) bar.after(note);
  else box.prepend(note);
}

export const removeNotes = () => document.querySelectorAll(`[${NOTE}]`).forEach((note) => note.remove());

/**
 * Where a box is, as the form names it: the summaries of the items and the labels of the fields around it, the
 * outermost first ("Locations → Charlotte → Opening hours → Saturday → Closes").
 */
export function placeOfBox(box: Element): string {
  const names: string[] = [];
  for (let at: Element | null = box; at; at = boxAround(at)) {
    const name = at.matches(ITEM)
      ? at.querySelector(`:scope > ${SUMMARY}`)?.textContent
      : at.querySelector(`:scope > ${TOP_BAR} label`)?.textContent;
    if (name?.trim()) names.unshift(name.trim());
  }
  return names.join(" → ");
}
