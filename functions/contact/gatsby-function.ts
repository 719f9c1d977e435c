import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { requestSource } from "./client-address";
import { createContactHandler, createRetryJob, runtimeEnv } from "./index";
import type { MultipartForm } from "./multipart";

// Gatsby's function server deletes the module from require's cache and loads it again on
// every request, so a module-level handler would start a new rate-limit window and a new
// mail transport each time (and leak memory under load). The handler lives on globalThis.
const HANDLER = Symbol.for("queen-city-tech-repair.contact-handler");
const store = globalThis as typeof globalThis & { [HANDLER]?: ReturnType<typeof createContactHandler> };
// gatsby serve and gatsby develop live on after answering: delivery may go on past the answer budget there.
const handle = (store[HANDLER] ??= createContactHandler({
  ...runtimeEnv(),
  CONTACT_BACKGROUND_DELIVERY: runtimeEnv().CONTACT_BACKGROUND_DELIVERY ?? "true",
}));

// Requests kept while e-mail failed are retried by a timer of this process, as `npm start` does
// (CONTACT_RETRY_SECONDS, default 60); unref'd, so it never keeps `gatsby develop` alive by itself.
const RETRY = Symbol.for("queen-city-tech-repair.contact-retry-timer");
const timers = globalThis as typeof globalThis & { [RETRY]?: ReturnType<typeof setInterval> };
if (!timers[RETRY]) {
  const retry = createRetryJob();
  let running = false;
  const seconds = Number(runtimeEnv().CONTACT_RETRY_SECONDS || 60);
  timers[RETRY] = setInterval(() => {
    if (running) return;
    running = true;
    retry()
      .catch((error: unknown) => console.error("contact: the retry job failed", error))
      .finally(() => (running = false));
  }, seconds * 1000);
  timers[RETRY].unref?.();
}

// The raw body of JSON and form posts reaches the core, which checks type and size itself (16 KB,
// or 4.5 MB with photos); the parser's limit is Netlify's, above the core's, so the core answers
// oversize requests. Not multipart/*: multer has read that stream already, and reading it again
// fails with a 500. (Gatsby takes only a string here; any other type is refused by the core.)
export const config: GatsbyFunctionConfig = {
  bodyParser: { raw: { type: "application/*", limit: "6mb" } },
};

/** A file as multer (which Gatsby runs on every multipart request) hands it over. */
type MulterFile = { fieldname: string; originalname?: string; buffer: Buffer };

/**
 * Gatsby's function server parses multipart bodies with multer before any function (config
 * cannot turn that off): the fields arrive as req.body, the files as req.files, and the bytes
 * are gone. The core takes that parsed form and checks it as it checks its own parse.
 */
function multerForm(req: GatsbyFunctionRequest): MultipartForm | undefined {
  const files = (req as { files?: unknown }).files;
  const body: unknown = req.body;
  if (!Array.isArray(files) || Buffer.isBuffer(body) || typeof body !== "object" || body === null) return undefined;
  // A name given twice comes as a list, as from the core's own parse: the checks refuse it where one value is expected.
  const fields = Object.fromEntries(
    Object.entries(body).map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
  );
  const uploads = (files as MulterFile[]).map((f) => ({
    field: f.fieldname,
    filename: f.originalname,
    content: f.buffer,
  }));
  return { fields, uploads };
}

/** Gatsby Function adapter (gatsby serve / gatsby develop) over the contact core. */
export default async function sendContactEmail(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const body: unknown = req.body;
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === "string" ? body : "");
  const response = await handle({
    method: req.method ?? "GET",
    contentType: String(req.headers["content-type"] ?? ""),
    accept: String(req.headers.accept ?? ""),
    referer: String(req.headers.referer ?? ""),
    body: raw,
    multipart: multerForm(req),
    ...requestSource(req.headers, req.socket?.remoteAddress, runtimeEnv()),
  });
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.status(response.status).send(response.body);
}
