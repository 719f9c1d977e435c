/** A box's vertical extent on the screen (a DOMRect's top and bottom). */
export type Span = { top: number; bottom: number };

/**
 * How far to scroll the page down (a positive number of px) so that `target` sits `gap` px above `cover`, a box fixed
 * to the screen (a toast); 0 when they do not overlap. Used to keep the Send button clear of the failure toast on a
 * phone, where the toast spans the screen's width.
 */
export function clearance(target: Span, cover: Span, gap = 12): number {
  const overlaps = target.bottom > cover.top - gap && target.top < cover.bottom;
  return overlaps ? Math.ceil(target.bottom - cover.top + gap) : 0;
}
