/** Where `gatsby develop` answers with the data files' current problems (lib/data/watch-data.ts, components/development/overlay.tsx). */
export const DATA_CHECK_PATH = "/__data-check";
