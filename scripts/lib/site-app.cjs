// The express app of `npm start` (scripts/serve.mjs is its command line): the built site in public/ and the contact
// function (the netlify-lambda bundle in functions-build/, the same code Netlify runs). CommonJS so that the unit
// tests load it as it is.
const compression = require("compression");
const express = require("express");
const fs = require("node:fs");
const path = require("node:path");
const {
  functionRoutes,
  headerRules,
  headersFor,
  notFoundPages,
  readNetlifyConfig,
  scheduledFunctions,
} = require("./netlify-config.cjs");

const root = path.resolve(__dirname, "../..");

/** Where the bundle of each function is (netlify.toml's build.functions). */
const bundleOf = (config, name) => path.join(root, config.build?.functions ?? "functions-build", `${name}.js`);

/** Express 4 does not catch a rejected promise of a route: hand it to the error handler instead. */
const catching = (route) => (req, res, next) => Promise.resolve(route(req, res)).catch(next);

/**
 * The app. `config` is netlify.toml (headers and function routes), `publicDir` the build, `loadFunction(name)` the
 * function's handler (by default its bundle), `log` where failures are written.
 */
function createSiteApp({
  config = readNetlifyConfig(),
  publicDir = path.join(root, "public"),
  loadFunction = (name) => require(bundleOf(config, name)).handler,
  log = console.error,
} = {}) {
  const rules = headerRules(config);
  const routes = functionRoutes(config);
  const missing = notFoundPages(config);

  const app = express();
  app.disable("x-powered-by");
  // A request target in absolute form (`GET http://evil.example/about HTTP/1.1`) names another host; this
  // server answers for its own only, so the target is read as its path (a redirect never points elsewhere).
  app.use((req, _res, next) => {
    if (!req.url.startsWith("/")) {
      try {
        const url = new URL(req.url);
        req.url = `${url.pathname}${url.search}`;
      } catch {
        req.url = "/";
      }
      req.originalUrl = req.url; // what express.static's redirect reads
    }
    next();
  });
  // Text is compressed as Netlify's CDN sends it (brotli where the browser takes it, else gzip).
  app.use(compression());

  // Each function as Netlify calls it: an API-Gateway-style event. As on Netlify, the [[headers]]
  // rules do not apply to function responses; the function sets its own.
  for (const name of new Set(routes.map((r) => r.name))) {
    const handler = loadFunction(name);
    // A function's own address, and below it (the desk's /requests/QC-...), and each address routed to it.
    const paths = [
      `/.netlify/functions/${name}`,
      `/.netlify/functions/${name}/*`,
      ...routes.filter((r) => r.name === name).map((r) => r.from),
    ];
    const event = (req, extra = {}) => ({
      httpMethod: req.method,
      // The address asked for, as Netlify gives it to a function that a rewrite reaches.
      path: req.path,
      // The query as Netlify hands it over: as sent, and parsed (the last value of a repeated name).
      rawQuery: new URL(req.originalUrl ?? req.url, "http://localhost").search.slice(1),
      queryStringParameters: Object.fromEntries(new URL(req.originalUrl ?? req.url, "http://localhost").searchParams),
      headers: { ...req.headers, "x-nf-client-connection-ip": req.socket.remoteAddress ?? "unknown", ...extra },
    });
    // Answers once the body has arrived: a browser shows an answer (the plain form's refusal page included) only
    // after it has sent its whole body, and a connection closed under an upload shows it an error instead. What
    // arrives after a refusal is discarded, never kept; a body that never comes is cut by the server's request timeout.
    const answerAfterBody = (req, res, result) => {
      const answer = () => res.status(result.statusCode).set(result.headers).send(result.body);
      if (req.readableEnded) return answer();
      req.on("end", answer);
      req.on("error", () => res.destroy());
      req.resume();
    };
    // A function that admits a request from its head (method, type, declared size, origin, the client's limits) does
    // so before any of the body is read: a refused client's 4 MB is never taken into memory. An admitted body is
    // read up to the function's limit for its type and no further: past it, the rest is discarded as it arrives and
    // the function answers for a body too large (for the plain form, a page that says so).
    const admitted = catching(async (req, res) => {
      const begun = await handler.admit(event(req));
      if (begun.refused) return answerAfterBody(req, res, begun.refused);
      // A declared length is read straight into a buffer of that size: the body is held once, never twice.
      const declared = Number(req.headers["content-length"]);
      const into = Number.isInteger(declared) && declared <= begun.maxBytes ? Buffer.allocUnsafe(declared) : undefined;
      const chunks = [];
      let size = 0;
      let over = false;
      await new Promise((resolve) => {
        req.on("data", (chunk) => {
          if (over) return;
          if (size + chunk.length > (into ? into.length : begun.maxBytes)) {
            over = true;
            chunks.length = 0;
            return;
          }
          if (into) chunk.copy(into, size);
          else chunks.push(chunk);
          size += chunk.length;
        });
        req.on("end", resolve);
        req.on("error", resolve);
        req.on("close", resolve);
      });
      if (!req.readableEnded) {
        // The client went away mid-body: nothing to answer, and its place is given back.
        await begun.abandon();
        res.destroy();
        return;
      }
      const body = into ? into.subarray(0, size) : Buffer.concat(chunks);
      const result = over ? await begun.tooLarge() : await begun.finish(body);
      res.status(result.statusCode).set(result.headers).send(result.body);
    });
    // The others: the body read whole, up to the function's own limit (Netlify's 6 MB when it names none).
    const readBody = express.raw({ type: () => true, limit: handler.maxBodyBytes ?? "6mb" });
    const whole = catching(async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await handler({ ...event(req), body: body.toString("base64"), isBase64Encoded: true });
      res.status(result.statusCode).set(result.headers).send(result.body);
    });
    if (handler.admit) app.all(paths, admitted);
    else app.all(paths, readBody, whole);
  }

  // Everything else gets the headers of the netlify.toml rules its path matches.
  app.use((req, res, next) => {
    res.set(headersFor(rules, req.path));
    next();
  });

  // Pages are folders with index.html; /about redirects to /about/ like the static host does.
  app.use(express.static(publicDir, { redirect: true, index: "index.html", cacheControl: false }));

  // A missing path gets the 404 page with status 404, and the headers of that page: its part's (netlify.toml's 404
  // rules, the Spanish pages' /es/404.html) where the build wrote it, else /404.html.
  app.use((req, res) => {
    for (const name of Object.keys(headersFor(rules, req.path))) res.removeHeader(name);
    const own = missing.find(({ pattern, to }) => pattern.test(req.path) && fs.existsSync(path.join(publicDir, to)));
    const page = own?.to ?? "/404.html";
    res.status(404).set(headersFor(rules, page)).sendFile(path.join(publicDir, page), { cacheControl: false });
  });

  // A body over the raw parser's limit, or a broken one, still gets a JSON answer. Anything else that failed (a
  // function that threw or rejected) is logged and answered 500 with a plain message, never its details.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- express knows an error handler by its four parameters
  app.use((error, req, res, _next) => {
    const status = error.status || error.statusCode || 500;
    if (status < 500) {
      res
        .status(status)
        .set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
        .json({ success: false, error: status === 413 ? "The request is too large." : "Bad request." });
      return;
    }
    log(`${req.method} ${req.originalUrl} failed:`, error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(500)
      .set({
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Type": "text/plain; charset=utf-8",
      })
      .send("Internal server error");
  });
  return app;
}

/**
 * Runs each scheduled function of netlify.toml ([functions."NAME"] schedule) as Netlify would, but on a
 * timer of `intervalMs` instead of its cron schedule (the retry job's unit, CONTACT_RETRY_SECONDS): once
 * at start (a restarted server delivers what waited at once), then every interval. A run still going when
 * the next is due is not doubled; `onRun(name)` is told when a run ends. Returns stop(), which waits for a run in
 * progress.
 */
function startSchedules({
  config = readNetlifyConfig(),
  intervalMs,
  loadFunction = (name) => require(bundleOf(config, name)).handler,
  log = console.error,
  onRun = () => undefined,
} = {}) {
  const jobs = scheduledFunctions(config).map(({ name }) => {
    const handler = loadFunction(name);
    let running = null;
    const run = () => {
      if (running) return running;
      running = Promise.resolve()
        .then(() => handler({ headers: {} }))
        .then((result) => {
          if (result && result.statusCode >= 400)
            log(`scheduled function ${name} answered ${result.statusCode}: ${result.body}`);
        })
        .catch((error) => log(`scheduled function ${name} failed:`, error))
        .finally(() => {
          running = null;
          onRun(name);
        });
      return running;
    };
    run();
    const timer = setInterval(run, intervalMs);
    return { name, run, stop: async () => (clearInterval(timer), running) };
  });
  return {
    names: jobs.map((j) => j.name),
    /** Runs every job now (for tests), each at most once at a time. */
    runAll: () => Promise.all(jobs.map((j) => j.run())),
    stop: () => Promise.all(jobs.map((j) => j.stop())),
  };
}

module.exports = { createSiteApp, startSchedules, bundleOf, root };
