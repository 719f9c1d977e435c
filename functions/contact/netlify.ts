import { loadBlobs } from "./node-modules";

/** The parts of a Lambda-style event (Netlify Functions) that carry the Netlify Blobs context. */
export type BlobsEvent = { blobs?: string; headers?: Record<string, string | undefined> };

/**
 * On Netlify a Lambda-style function gets its Blobs context with each event, not in the environment:
 * connectLambda puts it there (NETLIFY_BLOBS_CONTEXT) before the store is opened. Elsewhere (`npm start`,
 * the tests) the event has none and the store stays the folder.
 */
export function connectBlobs(event: BlobsEvent) {
  if (!event.blobs) return;
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? ""]));
  loadBlobs().connectLambda({ blobs: event.blobs, headers });
}
