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
    const unchanged =
      field instanceof HTMLSelectElement
        ? (field.options[field.selectedIndex]?.defaultSelected ?? true)
        : field.value === field.defaultValue;
    if (!unchanged) changed[name] = field.value;
  }
  return changed;
}
