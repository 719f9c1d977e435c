import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { Provider } from "./src/components/ui/provider";
import { getServerSystem } from "./src/theme/server";
import { pageMode } from "./src/page-runtime/page-modes";
import { pruneCustomProperties } from "./src/theme/prune-variables";
import { classesOfPage, sheetsOfPage, staticCss } from "./src/theme/static/static-css";
import { DATA } from "./src/page-runtime/attributes";
import { langOfPath } from "./src/domain/language";
import { PageLanguageProvider } from "./src/hooks/use-page-language";

/**
 * On pages only, as in gatsby-browser.tsx: not around <Head>, which would get Chakra's global styles twice. The page's
 * language (its context's, lib/page-language.ts) for the chrome and the page's parts.
 */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageLanguageProvider context={props.pageContext}>
    <Provider system={getServerSystem()}>{element}</Provider>
  </PageLanguageProvider>
);

/**
 * gatsby-plugin-image adds a style, a noscript style and an inline module script for its
 * <GatsbyImage> fade-in. The site renders images as plain <picture> (ui/picture.tsx), so
 * they only cost bytes, and the script would need its own CSP hash.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !String((component as { key?: unknown } | null)?.key ?? "").startsWith("gatsby-image-style"),
    ),
  );
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, pathname }) => {
  setHtmlAttributes({ lang: langOfPath(pathname) });
};

/**
 * Emotion's styles are collected while the page renders and written into <head>, so the
 * HTML carries no <style> elements in <body> and the browser's emotion cache picks them up.
 * The static sheets' CSS (theme/static/) follows them, after Chakra's global CSS, whose `@layer reset, base, tokens,
 * recipes` must come first: every sheet on a page that starts the app (any page may be rendered there after a
 * client-side navigation), and only those it uses on a chrome-only page (the layout's, and the form's on the status
 * page), which has no client-side navigation and keeps only the custom properties it reads (theme/prune-variables.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  pathname,
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // No vendor prefixer (emotion's default stylis plugin): every browser the site serves (Safari 15.4 and later among
  // them) reads the unprefixed properties, and the prefixes were 16% of each page's CSS. The static sheets
  // (theme/static/static-css.ts) have none either; the one prefix Safari still needs is written in its recipe.
  const cache = createCache({ key: "css", stylisPlugins: [] });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  const emotion = styles.filter((style) => style.css);
  // A page declared without an app (page-modes.ts) never renders a component in the browser, so its styles never
  // change: it carries only the static classes its HTML names, and no custom property that nothing on it reads.
  const chromeOnly = pageMode(pathname).app === "none";
  const sheets = [
    ...emotion.map((style) => style.css),
    staticCss(
      getServerSystem(),
      chromeOnly ? sheetsOfPage(html) : undefined,
      chromeOnly ? classesOfPage(html) : undefined,
    ),
  ];
  const css = chromeOnly ? pruneCustomProperties(sheets, html) : sheets;
  setHeadComponents([
    ...emotion.map((style, i) => (
      <style
        key={`${style.key}-${style.ids.join(" ")}`}
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: css[i] }}
      />
    )),
    <style key="static-css" {...{ [DATA.staticCss]: "" }} dangerouslySetInnerHTML={{ __html: css[emotion.length] }} />,
  ]);
  replaceBodyHTMLString(html);
};
