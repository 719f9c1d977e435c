import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { Provider } from "./src/components/ui/provider";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Provider>{element}</Provider>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};

/**
 * Emotion's styles are collected while the page renders and written into <head>, so the
 * HTML carries no <style> elements in <body> and the browser's emotion cache picks them up.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) => (
        <style
          key={`${style.key}-${style.ids.join(" ")}`}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
  replaceBodyHTMLString(html);
};
