import type { Lang } from "../domain/language";
import { DATA } from "./attributes";

/**
 * A page the browser renders after a client-side navigation keeps the first page's header (layout/static-chrome.tsx):
 * its language and its switch are made the new page's here (the layout's effect), as the server writes them.
 */
export function showPageLanguage(lang: Lang, alternates: Partial<Record<Lang, string>>) {
  document.documentElement.lang = lang;
  // The header's switch (layout/language-switch.tsx): its one link that names a language.
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`[${DATA.chrome}=header] a[hreflang]`)) {
    const to = alternates[link.hreflang as Lang];
    link.hidden = !to;
    if (to) link.setAttribute("href", to);
  }
}
