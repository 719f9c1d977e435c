import { useState, type ReactNode } from "react";
import { chromeHtml, type ChromePart } from "../../page-runtime/site-chrome";
import { isHydrating, KEEP_SERVER_HTML, NO_BOX } from "../../page-runtime/hydration";
import { NEVER_HYDRATED } from "../../page-runtime/static-page";
import { DATA } from "../../page-runtime/attributes";

/**
 * The header or the footer: the same on every page, so the browser never needs their components. The server (and
 * `gatsby develop`) renders `children`; the first hydration keeps that HTML; a page rendered after a client-side
 * navigation gets a copy of the first page's (page-runtime/site-chrome.ts took it at the app's start, before any click), with
 * the current page's links marked by the layout's effect. Its behaviour is page-runtime/site-chrome.ts's either way.
 */
export function StaticChrome({ part, children }: { part: ChromePart; children?: ReactNode }) {
  const [html] = useState(() => (isHydrating() ? KEEP_SERVER_HTML : { __html: chromeHtml(part) }));
  if (children)
    return (
      <div {...{ [DATA.chrome]: part }} style={NO_BOX}>
        {children}
      </div>
    );
  return <div {...{ [DATA.chrome]: part }} style={NO_BOX} dangerouslySetInnerHTML={html} suppressHydrationWarning />;
}

NEVER_HYDRATED.add(StaticChrome);
