import { useEffect, type ReactNode } from "react";
import { endHydration } from "../../page-runtime/hydration";
import { refreshSiteChrome } from "../../page-runtime/site-chrome";
import { HOOKS_FOR_RENDERED_PAGES } from "../../page-runtime/static-page";
import { classNames } from "../../theme/static/class-names";
import { StaticChrome } from "./static-chrome";
import { useChromeWords } from "./chrome-words";
import { usePageLanguage } from "../../hooks/use-page-language";
import { showPageLanguage } from "../../page-runtime/page-language";

/** The header and footer components: the server's bundle (and `gatsby develop`'s) only (layout/static-chrome.tsx). */
const chrome =
  process.env.GATSBY_SSR_ONLY === "true" || process.env.NODE_ENV !== "production"
    ? {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        Header: (require("./header") as typeof import("./header")).Header,
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        Footer: (require("./footer") as typeof import("./footer")).Footer,
      }
    : null;

const cx = classNames("ly");

/**
 * Every page: skip link, header, the page's own content in <main>, footer. The header and the footer are static
 * chrome (static-chrome.tsx): their menus and open status work without React (page-runtime/site-chrome.ts), so a page that
 * needs no JavaScript of its own (page-runtime/static-page.tsx) has them working too. The layout itself uses no Chakra in the
 * browser (its styles are a static sheet, theme/static/): the parts of a page that do bring Chakra's provider with
 * them (ui/provider.tsx, `PageChakra`).
 */
export function Layout({ children }: { children: ReactNode }) {
  const words = useChromeWords();
  const { lang, alternates } = usePageLanguage();
  // A page rendered in the browser (after a client-side navigation) has new status lines and maps to fill. The
  // layout's effect runs after those of the page inside it: the first page has hydrated by then.
  useEffect(() => {
    endHydration();
    showPageLanguage(lang, alternates);
    refreshSiteChrome();
  }, [lang, alternates]);
  return (
    <>
      <a href="#main" className={cx("skip")}>
        {words.skip}
      </a>
      <StaticChrome part="header">{chrome && <chrome.Header />}</StaticChrome>
      <main id="main" tabIndex={-1} className={cx("main")}>
        {children}
      </main>
      <StaticChrome part="footer">{chrome && <chrome.Footer />}</StaticChrome>
    </>
  );
}

// Its effect runs only where the browser renders the page; inside a page the built site never hydrates it never runs.
HOOKS_FOR_RENDERED_PAGES.add(Layout);
