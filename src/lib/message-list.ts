/**
 * A list of messages as plain DOM, one item each (text only, never HTML): the build's messages in the boxes of the
 * development overlay (components/development/overlay.tsx) and of the CMS's checks before a save (cms/admin-browser.ts).
 */
export function messageList(lines: readonly string[], margin: string): HTMLUListElement {
  const list = document.createElement("ul");
  list.style.cssText = `margin:${margin};padding-left:20px`;
  for (const line of lines) {
    const item = document.createElement("li");
    // A problem's first line is the editor's (data/editor-words.ts); what follows, the file and path, is a developer's.
    const [first, ...rest] = line.split("\n");
    item.textContent = first;
    if (rest.length) {
      const source = document.createElement("small");
      source.style.cssText = "display:block;color:#555;font-size:12px";
      source.textContent = rest.join(" ");
      item.append(source);
    }
    list.append(item);
  }
  return list;
}
