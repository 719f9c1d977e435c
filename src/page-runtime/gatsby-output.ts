/**
 * What the site reads of Gatsby's own output, all here, each named, with its test (e2e/gatsby-output.test.ts reads a
 * real build; src/page-runtime/__tests__/inline-scripts.test.ts the forms Gatsby 5 writes). docs/architecture.md:
 * "Gatsby internals we rely on", the list to check on a Gatsby upgrade. Each breaks loudly: the build fails naming the page, or a test fails.
 *
 * 1. The end of each page: three inline scripts (`window.pagePath` in #gatsby-script-loader, the chunk map in
 *    #gatsby-chunk-mapping, the compilation hash) and the app's `<script src async>` tags, stitched from the
 *    `_gatsby-scripts` slice (the patterns below; page-runtime/inline-scripts.ts rewrites them).
 * 2. Page components' webpack chunks are named `component---<path>` (`PAGE_COMPONENT_CHUNK`): the `commons` chunk's
 *    test (`commonsOfPageComponents`) and a page's list of what to fetch ahead read it.
 * 3. `webpack.stats.json`'s `namedChunkGroups` and `childAssetsByChunkName` (`appPrefetch`).
 * 4. The page data's address (`pageDataPath`), its `componentChunkName`, `staticQueryHashes`, the static queries'
 *    results at /page-data/sq/d/<hash>.json and /page-data/app-data.json.
 * 5. Gatsby's splitChunks has a cache group named `commons` (`commonsOfPageComponents`).
 * Also relied on elsewhere, each where it is used: a page context key named `mode` is dropped from the page data
 * (page-modes.ts names it `appMode`); gatsby-plugin-image's head components are keyed `gatsby-image-style...`
 * (gatsby-ssr.tsx); React's fiber fields, read by the development check only (src/components/development/overlay.tsx).
 */

export const PAGE_PATH =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;
export const CHUNK_MAPPING =
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>/;
export const COMPILATION_HASH = /<script>window\.___webpackCompilationHash="([0-9a-f]+)";<\/script>/;
export const APP_SCRIPT = /<script src="(\/[\w.~-]+\.js)" async><\/script>/g;

/** The prefix of a page component's chunk (and chunk group) name: `component---src-pages-contact-tsx`. */
export const PAGE_COMPONENT_CHUNK = "component---";

type ChunkGraph = { getModuleChunksIterable(module: unknown): Iterable<{ name?: string | null }> };
type CacheGroup = { test?: unknown };

/**
 * Gatsby's `commons` chunk takes the modules that as many chunks use as there are page components. This narrows it to
 * modules that only the page components' own chunks use: otherwise Chakra, used by the pages with forms and by the
 * bodies and static parts that load after a client-side navigation, would count as used everywhere and come back
 * into the first load of every page with an app (measured: +12.7 KB gzipped on the estimator, 93.7 -> 106.4 KB, over
 * the 105 KB budget). No documented option gives that: webpack's `chunks` filter sees a chunk, not who uses a module.
 */
export function commonsOfPageComponents(cacheGroups: Record<string, CacheGroup> | undefined) {
  const commons = cacheGroups?.commons;
  if (!commons) throw new Error("Gatsby's webpack configuration has no splitChunks commons group any more");
  commons.test = (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraph }) => {
    for (const chunk of chunkGraph.getModuleChunksIterable(module))
      if (!chunk.name?.startsWith(PAGE_COMPONENT_CHUNK)) return false;
    return true;
  };
}

type ChunkGroups = Record<string, { assets: Array<{ name: string } | string> }>;

/** `webpack.stats.json`'s parts that `appPrefetch` reads. */
export type WebpackStats = {
  namedChunkGroups: ChunkGroups;
  /** The chunks a group's code marks `webpackPrefetch` (loaded on its first render), by group. */
  childAssetsByChunkName?: Record<string, { prefetch?: readonly string[] }>;
};

/**
 * What the app loads for a page after its own scripts, as the browser requests them: the chunk group of the page's
 * component and the chunks its code marks `webpackPrefetch` (from `webpack.stats.json`), Gatsby's app data, the page's
 * data and its static queries' results. The list a page whose app starts on intent fetches ahead
 * (page-runtime/app-on-intent.ts).
 */
export function appPrefetch(
  stats: WebpackStats,
  pageData: { componentChunkName: string; path: string; staticQueryHashes?: readonly string[] },
): string[] {
  const name = pageData.componentChunkName;
  const group = stats.namedChunkGroups[name];
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${name}`);
  return [
    ...group.assets.map((asset) => (typeof asset === "string" ? asset : asset.name)),
    ...(stats.childAssetsByChunkName?.[name]?.prefetch ?? []),
  ]
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file}`)
    .concat(
      "/page-data/app-data.json",
      pageDataPath(pageData.path),
      ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    );
}

/** The address of a page's data as Gatsby writes it: `/page-data/index/page-data.json` for `/`. */
export const pageDataPath = (pagePath: string) =>
  `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")}/page-data.json`;
