import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { GatsbyNode, Reporter } from "gatsby";
import { placeholderReport } from "./src/lib/data/placeholders";
import { composedPricingSchema, pricingFromFiles } from "./src/lib/data/pricing-files";
import { loadDataFiles } from "./src/lib/data/load";
import { searchDocs, searchDocsIn, searchTranslations } from "./src/lib/search/documents";
import { makeIndex } from "./src/lib/search/engine";
import { schemaToSdl, type JsonSchema } from "./src/lib/data/schema-to-sdl";
import type { SearchData, ServiceEntry, ServicesData } from "./src/lib/data/types";
import { PRICING_FAMILIES_DIR, type Pricing } from "./src/domain/pricing";
import { translationOf } from "./src/lib/data/translations";
import { analyzePost } from "./src/lib/blog";
import { blogListPages } from "./src/lib/blog-pages";
import { familyModels, modelPath, pricingPath, servicePrices } from "./src/lib/price-pages";
import { locationPath } from "./src/lib/locations";
import {
  invokersPolyfill,
  writeChromeScripts,
  writeInvokersPolyfill,
  type ChromeScripts,
} from "./src/page-runtime/chrome-script";
import {
  appPrefetch,
  commonsOfPageComponents,
  pageDataPath,
  type WebpackStats,
} from "./src/page-runtime/gatsby-output";
import { rewriteGatsbyScripts } from "./src/page-runtime/inline-scripts";
import { builtPages, pagePathOf } from "./scripts/lib/built-pages.cjs";
import { pageMode, withMode } from "./src/page-runtime/page-modes";
import { githubBackend, siteSnapshot, writeAdmin } from "./src/lib/cms/admin";
import { robotsTxt } from "./src/lib/sitemap";
import { resolveSiteUrl } from "./src/lib/site-url";
import { dataOf, type DataFile } from "./src/lib/data/validate";
import { checkData, problemsMessage } from "./src/lib/data/check-data";
import { DATA_CHECK_PATH, watchData } from "./src/lib/data/watch-data";
import { linkProblems } from "./src/lib/data/link-check";
import { zoneOffsets } from "./src/domain/zone-offsets";
import { langOfPath, parseLang, slugPath, type Lang } from "./src/domain/language";
import { translated } from "./src/domain/translation";
import { languageReport, spanishPageOf, withLanguage, type LanguageContext } from "./src/lib/page-language";

const root = process.cwd();
let dataFiles: DataFile[] = [];
/** The build date: "today" for the data checks (a closure already past, a review's date). */
const buildDate = new Date().toISOString().slice(0, 10);

/** The site URL, read once: like gatsby-config's, it is fixed for the whole build. */
let cachedSiteUrl: string | undefined;
const siteUrl = () => {
  if (!cachedSiteUrl) {
    const site = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")) as { siteUrl: string };
    cachedSiteUrl = resolveSiteUrl(site.siteUrl);
  }
  return cachedSiteUrl;
};

const fail = (reporter: Reporter, problems: string[]) => {
  if (!problems.length) return;
  reporter.panicOnBuild(problemsMessage(problems));
};

/**
 * `gatsby develop` runs every page's query on each change, as Gatsby does in CI, instead of on a page's first visit
 * ("Query on Demand", its default on a desk): with that, a page a data file adds while develop runs (a post saved in
 * the CMS) was left with its query unrun, "Couldn't get query results" until the next save, in 2 of 6 runs of
 * e2e/develop.test.ts and in one of the last two. The site's queries are small: all of them run in seconds.
 */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  delete process.env.GATSBY_QUERY_ON_DEMAND;
};

/** Every data file must match its schema and agree with the others before anything is built. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { files, problems, warnings, placeholders } = checkData(root, buildDate);
  dataFiles = files;
  fail(reporter, problems);
  // Facts the owner has still to replace (555 numbers, .example addresses): listed on every build, fatal on
  // Netlify's production deploy unless ALLOW_PLACEHOLDERS=true.
  const { level, message } = placeholderReport(placeholders, process.env);
  if (level === "fail") reporter.panicOnBuild(message);
  else if (level === "warn") reporter.warn(message);
  // A closure already past, a stand-in already replaced, do no harm: the editor is told to remove them.
  for (const warning of warnings) reporter.warn(warning);
};

const readSchema = (name: string): JsonSchema =>
  JSON.parse(fs.readFileSync(path.join(root, "data", "schemas", name), "utf8")) as JsonSchema;

/**
 * `PricingJsonPriceFields`: the fields a repair's family default (`PricingJsonPrice`) and a model's own row
 * (`PricingJsonModelPrice`) share in pricing-family.schema.json, as an interface both implement, so that one fragment
 * (components/ui/price-list.tsx `PriceFields`) selects them on both. Nullable: a model's row may leave any out.
 */
function priceFieldsInterface(family: JsonSchema): string {
  const definitions = family.definitions as Record<string, JsonSchema>;
  const ownRow = definitions.modelPrice.properties ?? {};
  const shared = Object.entries(definitions.price.properties ?? {}).filter(([key]) => key in ownRow);
  const sdl = schemaToSdl("PricingJsonPriceFields", {
    type: "object",
    properties: Object.fromEntries(shared),
    definitions,
  });
  return [
    sdl.replace(/^type /, "interface "),
    // Merged by Gatsby into the types made above (its schema customization: the site may extend its own types).
    "type PricingJsonPrice implements PricingJsonPriceFields",
    "type PricingJsonModelPrice implements PricingJsonPriceFields",
  ].join("\n\n");
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const services = readSchema("services.schema.json");
  const serviceItem = (services.properties?.services as JsonSchema).items as JsonSchema;
  const pricingFamily = readSchema("pricing-family.schema.json");
  actions.createTypes(
    [
      schemaToSdl("SiteJson", readSchema("site.schema.json"), {
        node: true,
        extraFields: { timeZoneOffsets: "ZoneOffsets!" },
      }),
      // The shop's UTC offsets for the next years, made here so that the browser needs no zone data (createResolvers).
      "type ZoneOffsets { changes: [[Float!]!]! until: Float! }",
      schemaToSdl("NavigationJson", readSchema("navigation.schema.json"), { node: true }),
      schemaToSdl("PagesJson", readSchema("pages.schema.json"), { node: true }),
      schemaToSdl("DocumentsJson", readSchema("document.schema.json"), { node: true }),
      schemaToSdl("ReviewsJson", readSchema("reviews.schema.json"), { node: true }),
      schemaToSdl("SearchJson", readSchema("search.schema.json"), { node: true }),
      schemaToSdl("ServicesJson", services, { node: true }),
      // The prices as one value: data/pricing.json's families resolve to their files (createResolvers).
      schemaToSdl("PricingJson", composedPricingSchema(readSchema("pricing.schema.json"), pricingFamily), {
        node: true,
      }),
      // data/pricing-families/<id>.json: read through PricingFamily and PricingJson.families only.
      "type PricingFamiliesJson implements Node @dontInfer { label: String! }",
      schemaToSdl("Service", serviceItem, { node: true, extraFields: { order: "Int!" } }),
      // One node per family file, with its id (the file name), so a price page queries its own family only.
      `type PricingFamily implements Node @dontInfer {
        family: PricingJsonFamily!
      }`,
      // data/pricing-families/<id>.es.json: a family's words in another language, laid over it (familiesIn).
      `type PricingFamilyWords implements Node @dontInfer {
        familyId: String!
        lang: String!
        words: JSON!
      }`,
      schemaToSdl("BlogJson", readSchema("blog-post.schema.json"), {
        node: true,
        extraFields: { fields: "BlogJsonFields!" },
      }),
      `type BlogJsonFields {
        html: String!
        wordCount: Int!
        internalLinks: [String!]!
        published: Date! @dateformat
      }`,
      "type SiteSiteMetadata { siteUrl: String! }",
    ].join("\n\n"),
  );
  // After the types it extends, so that Gatsby merges it into them.
  actions.createTypes(priceFieldsInterface(pricingFamily));
};

type FamilyNode = { family: Pricing["families"][number] };
type NodeModel = {
  findAll: <N = FamilyNode>(args: { type: string }) => Promise<{ entries: Iterable<N> }>;
  findOne: (args: { type: string; query: object }) => Promise<Record<string, unknown> | null>;
  trackInlineObjectsInRootNode: (node: object) => void;
};
type Context = { nodeModel: NodeModel };

/** A node's own fields, without Gatsby's (its id, parent, children, internal). */
const fieldsOf = (node: Record<string, unknown> | null) =>
  node
    ? Object.fromEntries(
        Object.entries(node).filter(([key]) => !["id", "parent", "children", "internal"].includes(key)),
      )
    : undefined;

/** The language a node resolved by nodeIn is in, for its fields' own resolvers (PricingJson.families). */
const LANG = Symbol("lang");

/** The node of a data file in `lang`: the English file's node with its translation's words laid over it. */
async function nodeIn(type: string, lang: unknown, context: Context) {
  const english = await context.nodeModel.findOne({ type, query: {} });
  if (parseLang(lang) === "en" || !english) return english;
  // data/pages.es.json -> PagesEsJson (gatsby-config.ts jsonTypeName); none while the file does not exist.
  const words = await context.nodeModel.findOne({ type: type.replace(/Json$/, "EsJson"), query: {} }).catch(() => null);
  const result: Record<string | symbol, unknown> = { ...translated(english, fieldsOf(words)), [LANG]: lang };
  // Its objects are the English node's (its id): a field resolved by its file's place (an image's relative path)
  // finds that file, as it does for the English node's own.
  context.nodeModel.trackInlineObjectsInRootNode(result);
  return result;
}

/**
 * `pagesIn(lang: "es")` and its like: a data file's words in a page's language (docs/spanish.md), for the queries of
 * pages made in both (`$lang`, page-language.ts). `servicesIn` is allService's nodes in data/services.json's order.
 */
const LANGUAGE_FIELDS = {
  pagesIn: "PagesJson",
  siteIn: "SiteJson",
  navigationIn: "NavigationJson",
  pricingIn: "PricingJson",
} as const;

/**
 * The Service nodes in data/services.json's order (those of `paths` only, when named), in `lang`: each with its
 * translation's words laid over it, and its `slug` there (its page in that language) where it has one.
 */
async function servicesIn(lang: string, context: Context, paths?: readonly string[] | null) {
  const { entries } = await context.nodeModel.findAll<Record<string, unknown> & { order: number; path: string }>({
    type: "Service",
  });
  const services = Array.from(entries)
    .filter((service) => !paths || paths.includes(service.path))
    .sort((a, b) => a.order - b.order);
  if (parseLang(lang) === "en") return services;
  const words = (await nodeIn("ServicesJson", lang, context)) as { services?: unknown[] } | null;
  return services.map((service) => {
    const translation = words?.services?.find((item) => (item as { path: string }).path === service.path);
    // Its title is the translation's own or none (the language's pattern): an English title is the English page's.
    const result = { ...translated(service, translation), title: (translation as { title?: string })?.title ?? null };
    // Its fields resolved by its file's place (a photo's relative path) find their file, as the English node's do.
    context.nodeModel.trackInlineObjectsInRootNode(result);
    return result;
  });
}

/**
 * The families of `ids` (data/pricing.json's list, in its order), in `lang`: each family file's node with its
 * translation's words (data/pricing-families/<id>.<lang>.json) laid over it.
 */
async function familiesIn(ids: readonly string[], lang: string, context: Context) {
  const { entries } = await context.nodeModel.findAll({ type: "PricingFamily" });
  const byId = new Map(Array.from(entries, (node) => [node.family.id, node.family]));
  const words = new Map<string, unknown>();
  if (parseLang(lang) !== "en") {
    const found = await context.nodeModel.findAll<{ familyId: string; lang: string; words: unknown }>({
      type: "PricingFamilyWords",
    });
    for (const node of found.entries) if (node.lang === lang) words.set(node.familyId, node.words);
  }
  // The build has checked that each id has its file (pricingFromFiles).
  return ids.flatMap((id) => {
    const family = byId.get(id);
    return family ? [words.has(id) ? translated(family, words.get(id)) : family] : [];
  });
}

/** pricingJson.families: the family files' nodes in data/pricing.json's order (its list holds their ids). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const args = { lang: "String!" };
  createResolvers({
    Query: {
      ...Object.fromEntries(
        Object.entries(LANGUAGE_FIELDS).map(([field, type]) => [
          field,
          {
            type,
            args,
            resolve: (_source: unknown, { lang }: { lang: string }, context: Context) => nodeIn(type, lang, context),
          },
        ]),
      ),
      servicesIn: {
        type: "[Service!]!",
        args: { ...args, paths: "[String!]" },
        resolve: (_source: unknown, { lang, paths }: { lang: string; paths?: string[] | null }, context: Context) =>
          servicesIn(lang, context, paths),
      },
      pricingFamilyIn: {
        type: "PricingFamily",
        args: { ...args, id: "String!" },
        resolve: async (_source: unknown, { lang, id }: { lang: string; id: string }, context: Context) => {
          const [family] = await familiesIn([id], lang, context);
          return family ? { family } : null;
        },
      },
      serviceIn: {
        type: "Service",
        args: { ...args, path: "String!" },
        resolve: async (_source: unknown, { lang, path: at }: { lang: string; path: string }, context: Context) =>
          (await servicesIn(lang, context, [at]))[0] ?? null,
      },
    },
    SiteJson: {
      timeZoneOffsets: {
        // From a month before the build to three years after it; outside that the browser asks Intl.
        resolve: (source: { timeZone: string }) =>
          zoneOffsets(source.timeZone, Date.now() - 31 * 24 * 3_600_000, Date.now() + 3 * 365 * 24 * 3_600_000),
      },
    },
    PricingJson: {
      families: {
        resolve: (source: { families: string[]; [LANG]?: string }, _args: unknown, context: Context) =>
          familiesIn(source.families, source[LANG] ?? "en", context),
      },
    },
  });
};

/** Each entry of data/services.json becomes a Service node, queried by the service template. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type === "BlogJson") {
    // A post under the minimums is told by the data checks (check-data.ts postMinimums), once per build or save.
    const figures = analyzePost(node.body as string, siteUrl());
    actions.createNodeField({ node, name: "html", value: figures.html });
    actions.createNodeField({ node, name: "wordCount", value: figures.wordCount });
    actions.createNodeField({ node, name: "internalLinks", value: figures.internalLinks });
    // Every post has its date (blog-post.schema.json requires one; the CMS starts a new post with today's).
    actions.createNodeField({ node, name: "published", value: node.date as string });
    return;
  }
  // A node of its own made from this file's node, found by its type and named by `key` (its id is derived from both).
  const createChild = (type: string, key: string, content: Record<string, unknown>) => {
    const child = {
      ...content,
      id: createNodeId(`${type} ${key}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(content) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as typeof node });
  };
  if (node.internal.type === "PricingFamiliesJson") {
    // The family's fields as written: the node's own keys and the file's "$schema" left out.
    const data: Record<string, unknown> = { ...node };
    for (const key of ["id", "parent", "children", "internal", "$schema"]) delete data[key];
    const name = String(getNode(node.parent!)?.name);
    // A translation (phones.es.json): the words of the family `phones` in Spanish.
    const translation = translationOf(`${PRICING_FAMILIES_DIR}/${name}.json`);
    if (translation)
      createChild("PricingFamilyWords", name, {
        familyId: path.posix.basename(translation.english, ".json"),
        lang: translation.lang,
        words: data,
      });
    else createChild("PricingFamily", name, { family: { ...data, id: name } });
    return;
  }
  if (node.internal.type !== "ServicesJson") return;
  (node.services as ServiceEntry[]).forEach((service, order) =>
    createChild("Service", service.path, { ...service, order }),
  );
};

/**
 * A fragment as declared beside its component, for a query of this file: Gatsby compiles the fragments of src/ for the
 * pages' queries only, and its graphql() here reads nothing but the text it is given. So the text is read from its one
 * declaration (a flat fragment: no nested selection); the type generation, which reads this file's query without it,
 * finds the fragment among src/'s.
 */
function componentFragment(file: string, name: string): string {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  const fragment = new RegExp(`fragment ${name} on \\w+ \\{[^{}]*\\}`).exec(source);
  if (!fragment) throw new Error(`${file}: no flat GraphQL fragment ${name} (gatsby-node.ts queries with it)`);
  return fragment[0];
}

/** The pages made from the data; false when the data could not be read (the failure is reported). */
async function makePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<boolean> {
  let priceFields: string;
  try {
    priceFields = componentFragment("src/components/ui/price-list.tsx", "PriceFields");
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return false;
  }
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      siteJson {
        locations {
          id
        }
      }
      allService(sort: { order: ASC }) {
        nodes {
          id
          path
          related
        }
      }
      spanishServices: servicesIn(lang: "es") {
        path
        slug
      }
      allPricingFamilyWords {
        nodes {
          familyId
          lang
        }
      }
      allDocumentsJson(sort: { path: ASC }) {
        nodes {
          id
          path
        }
      }
      allBlogJson(sort: [{ fields: { published: DESC } }, { slug: ASC }]) {
        nodes {
          id
          slug
        }
      }
      pricingJson {
        estimateNote
        ...CreatePagesFamilies
      }
      spanishPricing: pricingIn(lang: "es") {
        estimateNote
        ...CreatePagesFamilies
      }
    }

    fragment CreatePagesFamilies on PricingJson {
      families {
        id
        slug
        label
        singular
        repairs {
          id
          label
          description
          service
          default {
            ...PriceFields
          }
        }
        brands {
          id
          label
          models {
            id
            label
            prices {
              repair
              offered
              ...PriceFields
            }
          }
        }
        highlights {
          brand
          model
          repair
        }
      }
    }
    ${priceFields}
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not read the locations, services, documents, blog posts and prices to make their pages",
      result.errors,
    );
    return false;
  }
  const pricing = result.data.pricingJson;
  const spanishPricing = result.data.spanishPricing;
  if (!pricing) {
    reporter.panicOnBuild("data/pricing.json was not loaded: the price pages cannot be made");
    return false;
  }
  const spanishSlugs = new Map(result.data.spanishServices.map((service) => [service.path, service.slug]));
  for (const service of result.data.allService.nodes) {
    // A service with its Spanish slug (data/services.es.json) has its Spanish page: the same template in `$lang`.
    const slug = spanishSlugs.get(service.path);
    const alternates = slug ? { en: service.path, es: slugPath("es", slug) } : {};
    for (const at of alternates.es ? [service.path, alternates.es] : [service.path]) {
      const lang = langOfPath(at);
      actions.createPage({
        path: at,
        component: path.resolve("src/templates/service.tsx"),
        // A service page that owns repairs shows a few prices: they are worked out here, once, so the page
        // does not load the whole price list.
        context: {
          servicePath: service.path,
          related: service.related,
          // Named in the page's language: its families' words in Spanish (data/pricing-families/<id>.es.json).
          prices: servicePrices(lang === "es" && spanishPricing ? spanishPricing : pricing, service.path, lang),
          alternates,
        },
      });
    }
  }
  if (!result.data.siteJson) {
    reporter.panicOnBuild("data/site.json was not loaded: the location pages cannot be made");
    return false;
  }
  // One page per shop of data/site.json: a shop an editor adds gets its page.
  for (const location of result.data.siteJson.locations) {
    // And its Spanish page, under the Spanish hub's address (lib/locations.ts): the same template in `$lang`.
    const alternates = { en: locationPath(location.id), es: locationPath(location.id, "es") };
    for (const at of Object.values(alternates))
      actions.createPage({
        path: at,
        component: path.resolve("src/templates/location.tsx"),
        context: { id: location.id, alternates },
      });
  }
  // A family with its Spanish words (pricing-families/<id>.es.json) has its pages in Spanish too, under /es/precios/.
  const translatedFamilies = new Set(
    result.data.allPricingFamilyWords.nodes.filter((words) => words.lang === "es").map((words) => words.familyId),
  );
  for (const family of pricing.families) {
    const langs: Lang[] = translatedFamilies.has(family.id) ? ["en", "es"] : ["en"];
    const pair = (at: (lang: Lang) => string) =>
      langs.length > 1 ? { en: at("en"), es: at("es") } : ({} as Partial<Record<Lang, string>>);
    // Its Spanish pages under its Spanish slug (pricing-families/<id>.es.json), else its id.
    const slug = spanishPricing?.families.find((spanish) => spanish.id === family.id)?.slug;
    const familyAlternates = pair((lang) => pricingPath(family.id, lang, slug));
    for (const lang of langs)
      actions.createPage({
        path: pricingPath(family.id, lang, slug),
        component: path.resolve("src/templates/pricing-family.tsx"),
        context: { id: family.id, alternates: familyAlternates },
      });
    // A page per model that offers a repair: its prices, each with its Book link (the estimator's last step).
    for (const { brand, model } of familyModels(family)) {
      const alternates = pair((lang) => modelPath(family.id, brand.id, model.id, lang, slug));
      for (const lang of langs)
        actions.createPage({
          path: modelPath(family.id, brand.id, model.id, lang, slug),
          component: path.resolve("src/templates/pricing-model.tsx"),
          context: { id: family.id, brand: brand.id, model: model.id, alternates },
        });
    }
  }
  for (const document of result.data.allDocumentsJson.nodes) {
    actions.createPage({
      path: document.path,
      component: path.resolve("src/templates/document.tsx"),
      context: { id: document.id },
    });
  }
  const posts = result.data.allBlogJson.nodes;
  // /blog/2/ is a list page: a post whose slug is a number would take its address.
  const numbered = posts.filter((post) => /^[0-9]+$/.test(post.slug));
  if (numbered.length) {
    fail(
      reporter,
      numbered.map(
        (post) =>
          `data/blog/${post.slug}.json: field "slug" is only digits; /blog/${post.slug}/ is kept for the list's pages, add a word`,
      ),
    );
    return false;
  }
  for (const { path: listPath, context } of blogListPages(posts.length)) {
    actions.createPage({
      path: listPath,
      component: path.resolve("src/templates/blog-list.tsx"),
      context,
    });
  }
  for (const post of posts) {
    actions.createPage({
      path: `/blog/${post.slug}/`,
      component: path.resolve("src/templates/blog-post.tsx"),
      // Related posts: the first two other posts of the list (newest first).
      context: {
        id: post.id,
        related: posts
          .filter((p) => p.id !== post.id)
          .slice(0, 2)
          .map((p) => p.id),
      },
    });
  }
  return true;
}

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** Every page's context gets its declared mode (page-modes.ts) and its language (lib/page-language.ts) here, once. */
const withContext = <P extends { path: string; context?: unknown }>(page: P) => withLanguage(withMode(page));
type PageInput = Parameters<CreatePagesArgs["actions"]["createPage"]>[0];

/** `gatsby develop` (and `npm run cms`): data files change while it runs; the build reads them once. */
const developing = process.env.gatsby_executing_command === "develop";
/** The pages of the last run whose data was right: kept while a change is wrong, so no page turns into a 404. */
let lastGoodPages: PageInput[] = [];
let dataWatch: ReturnType<typeof watchData> | undefined;
/** The pages the build made (SitePage nodes), for the link check and the CMS's own checks (admin.ts siteSnapshot). */
let builtRoutes: string[] = [];

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
  // Gatsby runs this again after a data file changed under `gatsby develop`: the build's checks run again first, and
  // while they find a problem the pages stay as they were (the problems show in the terminal and on the page).
  if (developing) {
    const { problems } = checkData(root, buildDate);
    dataWatch?.run();
    if (problems.length) {
      if (!dataWatch) reporter.error(problemsMessage(problems));
      for (const page of lastGoodPages) actions.createPage(page);
      return;
    }
  }
  const made: PageInput[] = [];
  const complete = await makePages({
    ...args,
    actions: {
      ...actions,
      // Every page of the data gets its declared mode here, the one way in (page-modes.ts withMode).
      createPage: (page) => {
        const moded = withContext(page as PageInput);
        made.push(moded);
        actions.createPage(moded);
      },
    },
  });
  if (complete) lastGoodPages = made;
  else if (developing)
    for (const page of lastGoodPages) if (!made.some((m) => m.path === page.path)) actions.createPage(page);
};

/** The pages of src/pages carry their declared mode (page-modes.ts) and language in their context, as createPages' pages do. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const moded = withContext(page);
  // A page that already has its mode is left alone (and re-creating it would call this again).
  if (isDeepStrictEqual(moded.context, page.context)) return;
  actions.deletePage(page);
  actions.createPage(moded);
  // Its Spanish page, where it has one (domain/language.ts SPANISH_PATHS): the same component, its query in `$lang`.
  const spanish = spanishPageOf(page);
  if (spanish) actions.createPage(withContext(spanish));
};

/** Every link the data writes (menus, services, notice, posts' bodies) must reach a page the build made. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }) => {
  if (!dataFiles.length) return;
  builtRoutes = getNodesByType("SitePage").map((page) => page.path as string);
  fail(reporter, linkProblems(dataFiles, new Set(builtRoutes)));
  // The pages that have no Spanish counterpart yet, by the part of the site they are in.
  reporter.info(
    languageReport(
      getNodesByType("SitePage").map((page) => ({
        path: page.path as string,
        alternates: (page.context as Partial<LanguageContext> | undefined)?.alternates,
      })),
    ),
  );
};

/**
 * gatsby-plugin-sitemap writes sitemap-index.xml and sitemap-0.xml; /sitemap.xml, the
 * address robots.txt and the sitemap page name, is the same URL set.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.join(root, "public");
  const urlSet = path.join(publicDir, "sitemap-0.xml");
  if (!fs.existsSync(urlSet)) {
    reporter.panicOnBuild("gatsby-plugin-sitemap wrote no sitemap-0.xml");
    return;
  }
  await fs.promises.copyFile(urlSet, path.join(publicDir, "sitemap.xml"));
  // robots.txt names the absolute sitemap address, so it is written with the build's site URL.
  await fs.promises.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl()));
  // /admin/: Decap CMS, its configuration generated from data/schemas.
  try {
    const { name } = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")) as { name: string };
    const bytes = writeAdmin(path.join(publicDir, "admin"), name, githubBackend(), root, builtRoutes);
    reporter.info(`Decap CMS written to public/admin/ (${(bytes / 1e6).toFixed(1)} MB)`);
  } catch (error) {
    reporter.panicOnBuild(`The CMS at /admin/ could not be written: ${(error as Error).message}`);
    return;
  }
  // One inline script with the same text on every page (so the CSP in netlify.toml allows it by hash), which
  // starts the app after the first paint, or on pages with no JavaScript of their own the site chrome's script.
  // One set for each language: the Spanish pages' carry the open status's Spanish words (site-chrome.ts).
  let chromeScripts: Record<Lang, ChromeScripts>;
  try {
    // The price search's index, from data/ as the build read it (lib/search/), goes into the search's own script.
    const { files } = loadDataFiles(root);
    const { pricing, problems } = pricingFromFiles(files);
    if (!pricing) throw new Error(problems.join("\n"));
    const input = {
      pricing: pricing as Pricing,
      services: dataOf<ServicesData>(files, "data/services.json"),
      search: dataOf<SearchData>(files, "data/search.json"),
    };
    // Each language's pages search in their own words and lead to their own pages (docs/spanish.md).
    const spanish = searchTranslations(files, input.pricing.families, "es");
    chromeScripts = {
      en: writeChromeScripts(publicDir, root, makeIndex(searchDocs(input))),
      es: writeChromeScripts(publicDir, root, makeIndex(searchDocsIn(input, "es", spanish)), { spanish: true }),
    };
  } catch (error) {
    reporter.panicOnBuild(`The site chrome's script could not be bundled: ${(error as Error).message}`);
    return;
  }
  // What a page whose app starts on intent fetches ahead (page-runtime/app-on-intent.ts): its chunks and data.
  const stats = JSON.parse(
    await fs.promises.readFile(path.join(publicDir, "webpack.stats.json"), "utf8"),
  ) as WebpackStats;
  for (const page of builtPages(publicDir)) {
    const file = path.join(publicDir, page);
    try {
      const html = await fs.promises.readFile(file, "utf8");
      // Read only for a page whose app starts on intent (the rewrite asks).
      const prefetch = (pagePath: string) =>
        appPrefetch(stats, JSON.parse(fs.readFileSync(path.join(publicDir, pageDataPath(pagePath)), "utf8")));
      const mode = pageMode(pagePathOf(page));
      const scripts = chromeScripts[langOfPath(pagePathOf(page))];
      await fs.promises.writeFile(file, rewriteGatsbyScripts(html, `public/${page}`, scripts, mode, prefetch));
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      return;
    }
  }
};

/**
 * `gatsby develop` (and `npm run cms`) serves /admin/ too: written to .cache/admin/ when the server
 * starts and served from there, so the local CMS is the one the build ships.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter, getNodesByType }) => {
  // The invoker-commands polyfill, served from public/ as the built site serves it (page-runtime/chrome-script.ts).
  writeInvokersPolyfill(path.join(root, "public"), root);
  const dir = path.join(root, ".cache", "admin");
  const { name } = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")) as { name: string };
  writeAdmin(dir, name);
  reporter.info("Decap CMS at /admin/ (run `npm run cms` for its local backend)");
  // The data files are checked again on every change; the page's overlay asks for the outcome here.
  dataWatch ??= watchData(root, () => buildDate, {
    error: (message) => reporter.error(message),
    warn: (message) => reporter.warn(message),
    success: (message) => reporter.success(message),
  });
  app.get(DATA_CHECK_PATH, (_req: unknown, res: { json(body: unknown): void }) => res.json(dataWatch!.current()));
  // What the CMS checks a save against: the working copy's data as it is now, and the pages made from it.
  app.get("/admin/site-data.json", (_req: unknown, res: { json(body: unknown): void }) =>
    res.json(
      siteSnapshot(
        root,
        getNodesByType("SitePage").map((page) => page.path as string),
      ),
    ),
  );
  type Req = { path: string; originalUrl: string };
  type Res = { sendFile(file: string): void; redirect(status: number, url: string): void };
  app.use("/admin", (req: Req, res: Res, next: () => void) => {
    if (req.originalUrl === "/admin") return res.redirect(301, "/admin/");
    const file = path.resolve(dir, `.${req.path === "/" ? "/index.html" : req.path}`);
    if (!file.startsWith(`${dir}${path.sep}`) || !fs.existsSync(file)) return next();
    res.sendFile(file);
  });
};

/**
 * Two changes to the build's webpack configuration, both for pages whose browser code never runs Chakra on a first
 * visit (page-runtime/static-page.tsx):
 * - `process.env.GATSBY_SSR_ONLY` is "true" in the server render's bundle only, so a page can require its full body
 *   there while the browser's bundle has no reference to it (webpack drops the branch);
 * - Gatsby's `commons` chunk takes only modules of the page components' own chunks (page-runtime/gatsby-output.ts
 *   `commonsOfPageComponents`, with why).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        "process.env.GATSBY_SSR_ONLY": JSON.stringify(String(stage === "build-html" || stage === "develop-html")),
        // The invoker-commands polyfill's address (page-runtime/chrome-script.ts), for the site chrome in the app's bundle.
        __INVOKERS_POLYFILL__: JSON.stringify(invokersPolyfill(root).name),
        // The app renders every page: it fills the location pages' week of hours and maps (page-runtime/site-chrome.ts).
        __LOCATION_PARTS__: "true",
        // The app renders pages in both languages: it reads the page's, and has the open status's Spanish words
        // from its start (gatsby-browser.tsx), never from the Spanish pages' script of them.
        __LANGUAGE__: JSON.stringify("any"),
        __SPANISH_SCRIPT__: JSON.stringify(""),
      }),
    ],
  });
  if (stage !== "build-javascript") return;
  const config = getConfig();
  commonsOfPageComponents(config.optimization?.splitChunks?.cacheGroups);
  actions.replaceWebpackConfig(config);
};
