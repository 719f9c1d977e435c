// netlify.toml read as Netlify reads it, for `npm start` (scripts/serve.mjs) and the tests: the header
// rules, which headers a path gets, and the redirects that lead to functions. CommonJS so that both the
// ESM server script and Jest load it as it is.
const fs = require("node:fs");
const path = require("node:path");
const { parse } = require("smol-toml");

const defaultFile = path.join(__dirname, "..", "..", "netlify.toml");

/** netlify.toml parsed; a syntax error names the file, line and column. */
function readNetlifyConfig(file = defaultFile) {
  try {
    return parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    const where = error.line ? ` line ${error.line}, column ${error.column}:` : "";
    throw new Error(`${path.basename(file)}:${where} ${error.message.split("\n")[0]}`);
  }
}

/**
 * A `for` path as a regular expression: `*` matches anything (slashes too), `:name` one path
 * segment; the rest is literal, and "/about" and "/about/" are the same path.
 */
function pathPattern(forPath) {
  const source = forPath
    .replace(/\/+$/, "")
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}/?$`);
}

/** The [[headers]] rules in file order, each with its pattern. */
function headerRules(config) {
  return (config.headers ?? []).map((rule, i) => {
    if (typeof rule.for !== "string" || !rule.for.startsWith("/"))
      throw new Error(`netlify.toml: [[headers]] rule ${i + 1} needs \`for\`, a path starting with "/"`);
    if (!rule.values || typeof rule.values !== "object")
      throw new Error(`netlify.toml: [[headers]] rule ${i + 1} (${rule.for}) needs [headers.values]`);
    return { for: rule.for, pattern: pathPattern(rule.for), values: rule.values };
  });
}

/** The headers a path gets: every matching rule in order, a later rule's value replacing an earlier one's. */
function headersFor(rules, urlPath) {
  const headers = {};
  const names = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      if (names[key]) delete headers[names[key]];
      names[key] = name;
      // A multi-line value (TOML ''' strings) is one header, its lines joined as Netlify does.
      headers[name] = String(value)
        .trim()
        .split(/\s*\n\s*/)
        .join(" ");
    }
  }
  return headers;
}

/** The function each redirect with status 200 to /.netlify/functions/NAME serves: [{ from, name }]. */
function functionRoutes(config) {
  return (config.redirects ?? [])
    .map((r) => ({
      from: r.from,
      status: r.status,
      match: /^\/\.netlify\/functions\/([\w-]+)(?:\/:splat)?$/.exec(r.to ?? ""),
    }))
    .filter((r) => r.match && r.status === 200)
    .map((r) => ({ from: r.from, name: r.match[1] }));
}

/**
 * The not-found pages of parts of the site: each redirect with status 404 (a missing address under `from` gets the
 * page `to`, as Netlify answers when no file matches), in file order: [{ from, pattern, to }].
 */
function notFoundPages(config) {
  return (config.redirects ?? [])
    .filter((r) => r.status === 404 && typeof r.from === "string" && typeof r.to === "string")
    .map((r) => ({ from: r.from, pattern: pathPattern(r.from), to: r.to }));
}

/** The functions with a `schedule` ([functions."NAME"] schedule = "..."): [{ name, schedule }]. */
function scheduledFunctions(config) {
  return Object.entries(config.functions ?? {})
    .filter(([, settings]) => settings && typeof settings.schedule === "string")
    .map(([name, settings]) => ({ name, schedule: settings.schedule }));
}

module.exports = {
  readNetlifyConfig,
  pathPattern,
  headerRules,
  headersFor,
  functionRoutes,
  notFoundPages,
  scheduledFunctions,
};
