import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LANG } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";

const PageLanguage = createContext<LanguageContext>({ lang: DEFAULT_LANG, alternates: {} });

/** Around every page (gatsby-ssr.tsx and gatsby-browser.tsx wrapPageElement): its context's language. */
export function PageLanguageProvider({ context, children }: { context: unknown; children: ReactNode }) {
  const page = context as Partial<LanguageContext> | undefined;
  const value = { lang: page?.lang ?? DEFAULT_LANG, alternates: page?.alternates ?? {} };
  return <PageLanguage.Provider value={value}>{children}</PageLanguage.Provider>;
}

/** The language of the page being rendered, and its counterparts. */
export const usePageLanguage = () => useContext(PageLanguage);
