type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a visitor typed or chose in `form` before the page's code ran: the named fields whose value differs from the
 * server's HTML (an input's or text area's `defaultValue`, a select's `defaultSelected` option). Until the app has
 * hydrated, a form works as plain HTML and takes input; React keeps that input on the screen while it hydrates, but a
 * controlled field's next render writes the component's state over it, so the state must take it first.
 */
export function earlyInput<K extends string>(
  form: HTMLFormElement | null,
  names: readonly K[],
): Partial<Record<K, string>> {
  const changed: Partial<Record<K, string>> = {};
  if (!form) return changed;
  for (const name of names) {
    const field = form.elements.namedItem(name) as Field | RadioNodeList | null;
    if (!field || field instanceof RadioNodeList) continue;
    const unchanged = field instanceof HTMLSelectElement ? selectUnchanged(field) : field.value === field.defaultValue;
    if (!unchanged) changed[name] = field.value;
  }
  return changed;
}

/**
 * Whether a select shows its default: the option marked selected in the HTML, or the first one when none is. A
 * select React rendered after a client-side navigation marks none (it sets `selected`, not `defaultSelected`), so
 * its first option is the default, not the visitor's choice.
 */
function selectUnchanged(select: HTMLSelectElement) {
  const options = Array.from(select.options);
  const initial = options.findIndex((option) => option.defaultSelected);
  return select.selectedIndex === (initial === -1 ? 0 : initial) || select.selectedIndex === -1;
}
