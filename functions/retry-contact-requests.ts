import { createRetryJob } from "./contact";
import { connectBlobs, type BlobsEvent } from "./contact/netlify";

const run = createRetryJob();

/**
 * The scheduled function (netlify.toml: every minute; `npm start` runs it on a timer): sends the
 * stored requests whose next attempt is due and deletes the ones whose retention is over.
 */
export async function handler(event: BlobsEvent = {}) {
  connectBlobs(event);
  const summary = await run();
  return {
    statusCode: 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    body: JSON.stringify(summary),
  };
}
