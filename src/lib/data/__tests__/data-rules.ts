import fs from "node:fs";
import path from "node:path";
import { localBusiness } from "../../../components/seo/json-ld";
import { dropoffOptions } from "../../../domain/dropoff";
import { fillTokens, siteTokens } from "../../../domain/text";
import { renderPostMarkdown } from "../../blog";
import { dataLayouts } from "../../cms/key-order";
import { cmsConfigFromDisk, cmsSourcesFromDisk } from "../../cms/write-config";
import { locationPath } from "../../locations";
import { buildGroups, groupItems } from "../../navigation";
import { claimHolds, timeSpan, turnaroundClaims } from "../../../domain/turnaround";
import { familyModels, familyRows, formatDayRange, repairSummaries, servicePrices } from "../../price-pages";
import { cleanTitle, cutPostTitle, serviceTitle, TITLE_LIMIT } from "../../seo";
import { otherServiceCopy, serviceTokens } from "../../service-copy";
import { resolveSiteUrl } from "../../site-url";
import { sitemapPages } from "../../sitemap";
import { linkProblems, dataRoutes } from "../link-check";
import { loadDataFiles } from "../load";
import { pricingFromFiles } from "../pricing-files";
import { translationOf } from "../translations";
import type {
  BlogPostData,
  BusinessData,
  Link,
  NavigationData,
  PagesData,
  PricingData,
  PricingIndexData,
  ServicesData,
} from "../types";
import { dataOf, type DataFile } from "../validate";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- one CommonJS file for Node and the admin page
const { formatData, readData } = require("../../cms/data-format.cjs") as typeof import("../../cms/data-format.cjs");

// Rules the data must keep whatever it holds: stated over a data folder given as a parameter, so that the tests of
// data/ (navigation.test.ts, validate.test.ts, pricing-check.test.ts, ...) and the editor's edits on a copy of it
// (editor-edits.test.ts) check the same rules. None names today's content (a service, a shop, a count): an editor
// adding a menu link, a family, a service or a shop keeps every rule, and a rule broken names what breaks it.

/** The repository (its src/pages make the site's fixed pages, whatever data folder is checked). */
const REPO = path.resolve(__dirname, "../../../..");

/** The pages of src/pages, as Gatsby names them: the site's pages that no data file makes. */
export const staticRoutes = (repo = REPO): string[] =>
  fs
    .readdirSync(path.join(repo, "src", "pages"))
    .filter((name) => name.endsWith(".tsx"))
    .map((name) => name.replace(/\.tsx$/, ""))
    .map((name) => (name === "index" ? "/" : `/${name}/`));

/** A data folder's files, read once for every rule. */
export type RuleData = {
  root: string;
  files: DataFile[];
  site: BusinessData;
  navigation: NavigationData;
  services: ServicesData["services"];
  pages: PagesData;
  /** data/pricing.json's list of families, as written. */
  familyIds: string[];
  pricing: PricingData;
  posts: Array<{ file: string; post: BlogPostData }>;
  /** Every page of the site: src/pages and the pages the data makes. */
  routes: Set<string>;
};

/** Reads `<root>/data`; a folder the build could not read at all is an error here too. */
export function ruleData(root: string): RuleData {
  const { files, problems } = loadDataFiles(root);
  const { pricing, problems: pricingProblems } = pricingFromFiles(files);
  if (problems.length || !pricing) throw new Error([...problems, ...pricingProblems].join("\n"));
  return {
    root,
    files,
    site: dataOf<BusinessData>(files, "data/site.json"),
    navigation: dataOf<NavigationData>(files, "data/navigation.json"),
    services: dataOf<ServicesData>(files, "data/services.json").services,
    pages: dataOf<PagesData>(files, "data/pages.json"),
    familyIds: dataOf<PricingIndexData>(files, "data/pricing.json").families,
    pricing,
    posts: files
      .filter(({ file }) => /^data\/blog\/[^/]+\.json$/.test(file))
      .map(({ file, data }) => ({ file, post: data as BlogPostData })),
    routes: new Set([...staticRoutes(), ...dataRoutes(files)]),
  };
}

/** A rule: what it says, and what in the data breaks it (one line each; none when it holds). */
export type DataRule = { rule: string; broken: (data: RuleData) => string[] };

/** The lines naming `what` when `holds` is false. */
const unless = (holds: boolean, what: string) => (holds ? [] : [what]);
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((x) => x.id).join(", ");
const linksText = (links: readonly Link[]) => links.map((l) => `${l.label} (${l.to})`).join(", ");
const repeated = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

export const NAVIGATION_RULES: DataRule[] = [
  {
    rule: "the desktop header shows the groups marked desktop, the mobile menu those marked mobile, in navigation.json's order",
    broken: ({ navigation, services }) => {
      const groups = buildGroups(navigation, services);
      return [
        ...unless(
          ids(groups.desktop) === ids(navigation.groups.filter((g) => g.desktop)),
          `desktop header: ${ids(groups.desktop)}`,
        ),
        ...unless(
          ids(groups.mobile) === ids(navigation.groups.filter((g) => g.mobile)),
          `mobile menu: ${ids(groups.mobile)}`,
        ),
      ];
    },
  },
  {
    rule: "every group the desktop header shows is in the mobile menu too",
    broken: ({ navigation }) =>
      navigation.groups.filter((g) => g.desktop && !g.mobile).map((g) => `${g.id} is on the desktop only`),
  },
  {
    rule: "each group's links are its services, in services.json's order, the same in the desktop header and the mobile menu",
    broken: ({ navigation, services }) => {
      const groups = buildGroups(navigation, services);
      return navigation.groups.flatMap((g) => {
        const expected = services.filter((s) => s.group === g.id).map((s) => ({ label: s.label, to: s.path }));
        const shown = [
          ...(g.desktop ? [groups.desktop.find((d) => d.id === g.id)?.items ?? []] : []),
          ...(g.mobile ? [groups.mobile.find((m) => m.id === g.id)?.items ?? []] : []),
          groupItems(g.id, services),
        ];
        return shown
          .filter((items) => linksText(items) !== linksText(expected))
          .map((items) => `${g.id} shows ${linksText(items)}; its services are ${linksText(expected)}`);
      });
    },
  },
  {
    rule: "every service is in one menu group: the groups' links add up to the services",
    broken: ({ navigation, services }) => {
      const all = buildGroups(navigation, services).all;
      const groupIds = new Set(navigation.groups.map((g) => g.id));
      return [
        ...services.filter((s) => !groupIds.has(s.group)).map((s) => `${s.path} names no group (${s.group})`),
        ...repeated(navigation.groups.map((g) => g.id)).map((id) => `group ${id} is listed twice`),
        ...unless(
          all.reduce((n, g) => n + g.items.length, 0) === services.length,
          `the groups hold ${all.reduce((n, g) => n + g.items.length, 0)} links for ${services.length} services`,
        ),
      ];
    },
  },
  {
    rule: "the mobile menu's own links (home first, then navigation.json's mobile links) are pages of the site, each once",
    broken: ({ navigation, routes }) => {
      const links = [navigation.home, ...navigation.mobileLinks];
      return [
        ...links.filter((l) => !routes.has(l.to)).map((l) => `${l.label} (${l.to}) is no page of the site`),
        ...repeated(links.map((l) => l.to)).map((to) => `${to} is in the mobile menu twice`),
      ];
    },
  },
  {
    rule: "the desktop header reaches, through its business menu, a service of every group it hides that is not for sale",
    broken: ({ navigation, services }) => {
      const menu = navigation.businessMenu?.items ?? [];
      return [
        ...navigation.groups
          .filter((g) => !g.desktop && services.some((s) => s.group === g.id && s.kind !== "sales"))
          .filter((g) => !menu.some((link) => services.some((s) => s.group === g.id && s.path === link.to)))
          .map((g) => `no link of the business menu leads to a service of ${g.label}`),
        ...repeated(menu.map((l) => l.to)).map((to) => `${to} is in the business menu twice`),
      ];
    },
  },
  {
    rule: "a page linked from both the mobile links and the desktop header has the same words in each",
    broken: ({ navigation }) => {
      const desktop = [
        navigation.home,
        navigation.contact,
        ...navigation.aboutMenu.items,
        ...(navigation.businessMenu?.items ?? []),
      ];
      return navigation.mobileLinks.flatMap((link) =>
        desktop
          .filter((d) => d.to === link.to && d.label !== link.label)
          .map((d) => `${link.to} is "${link.label}" on mobile and "${d.label}" on the desktop`),
      );
    },
  },
  {
    rule: "every link the data writes (menus, footer, related services, posts, notice) leads to a page of the site",
    broken: ({ files, routes }) => linkProblems(files, routes),
  },
];

export const SERVICE_RULES: DataRule[] = [
  {
    rule: "every service has a page address of its own, /<words>/",
    broken: ({ services }) => [
      ...services.filter((s) => !/^\/[a-z0-9]+(-[a-z0-9]+)*\/$/.test(s.path)).map((s) => `${s.path} (${s.label})`),
      ...repeated(services.map((s) => s.path)).map((p) => `${p} is two services' address`),
    ],
  },
  {
    rule: "every service is in the sitemap as a service page: weekly at 0.7 when it sells, else monthly at 0.8",
    broken: ({ services, posts, routes }) => {
      const listed = sitemapPages({
        pages: [...routes].map((p) => ({ path: p })),
        services,
        posts: posts.map(({ post }) => ({ slug: post.slug, published: post.date })),
      });
      return services.flatMap((s) => {
        const page = listed.find((p) => p.path === s.path);
        const [priority, changefreq] = s.kind === "sales" ? [0.7, "weekly"] : [0.8, "monthly"];
        return unless(
          page?.group === "service" && page.priority === priority && page.changefreq === changefreq,
          `${s.path} is ${page ? `${page.group} ${page.priority} ${page.changefreq}` : "not listed"}`,
        );
      });
    },
  },
];

/** The words of a service's page head (service-copy.test.ts). */
export const SERVICE_COPY_RULES: DataRule[] = [
  {
    rule: "every service's page title fits in 60 characters: its own title whole where it has one, else the template's",
    broken: ({ services, pages, site }) => {
      const tokens = siteTokens(site, site.locations[0]);
      return services.flatMap((s) => {
        const title = serviceTitle(pages.service.title, s, tokens);
        const meant = cleanTitle(fillTokens(s.title ?? pages.service.title, { ...tokens, service: s.label }));
        return unless(title === meant && title.length <= TITLE_LIMIT, `${s.path}: "${title}" (${title.length})`);
      });
    },
  },
  {
    rule: "the service template's description and heading name the service, and give a number only as {phone}",
    broken: ({ services, pages, site }) => {
      const tokens = siteTokens(site, site.locations[0]);
      const { description, heading } = pages.service;
      return [
        ...[description, heading].flatMap((text) =>
          services
            .filter((s) => !fillTokens(text, { ...tokens, service: s.label }).includes(s.label))
            .map((s) => `"${text}" does not name ${s.label}`),
        ),
        ...[description, heading]
          .filter((text) => /\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}/.test(text))
          .map((text) => `"${text}" writes out a number`),
      ];
    },
  },
];

/** The words a repair service's page makes of its prices and of the shops (service-copy.test.ts). */
export const SERVICE_WORDS_RULES: DataRule[] = [
  {
    rule: "a service page with prices says their typical time (quickest to longest, unless it has its own words) and their warranty, and its prices keep every time it says",
    broken: ({ services, pages, pricing, site }) =>
      services.flatMap((s) => {
        const prices = servicePrices(pricing, s.path);
        if (!prices || otherServiceCopy(pages.service.otherServices, s)) return [];
        const { turnaround, warranty } = serviceTokens(pages.service, s, prices, site.locations);
        const [fastest, slowest] = [prices.times[0], prices.times[prices.times.length - 1]];
        const spans = pricing.families.flatMap((f) =>
          familyRows(f)
            .filter((row) => f.repairs.find((r) => r.id === row.ids.repair)?.service === s.path)
            .map((row) => timeSpan(row.price.time)!),
        );
        const days = prices.warrantyDays!;
        return [
          ...unless(
            Boolean(s.turnaround) || (turnaround.includes(fastest) && turnaround.includes(slowest)),
            `${s.path} says "${turnaround}" of ${prices.times.join(", ")}`,
          ),
          ...turnaroundClaims(turnaround)
            .filter((claim) => !claimHolds(claim, spans).holds)
            .map((claim) => `${s.path}: "${turnaround}" (${claim.words}) is not what its prices say`),
          ...unless(
            warranty.includes(formatDayRange(days.min, days.max)),
            `${s.path} says "${warranty}" of ${days.min}-${days.max} days`,
          ),
        ];
      }),
  },
  {
    rule: "the towns a service says it visits ({visitArea}) are every town of every shop that visits customers, with its shop",
    broken: ({ pages, site }) => {
      const { visitArea } = serviceTokens(pages.service, {}, null, site.locations);
      return site.locations.flatMap((l) => {
        const visits = !l.bookings || l.bookings.includes("on-site");
        return [l.name, ...l.servedTowns]
          .filter((word) => visitArea.includes(word) !== visits)
          .map((word) => `${l.id}: ${word} ${visits ? "missing" : "named, but the shop makes no visits"}`);
      });
    },
  },
];

/** Which copy a service page takes: the repair copy or another set (other-service-copy.test.ts). */
export const OTHER_COPY_RULES: DataRule[] = [
  {
    rule: "every service that sells has the copy of other services, no service a price list's repair belongs to has it, and that copy promises no warranty or repair",
    broken: ({ services, pages, pricing }) => {
      const repairs = new Set(pricing.families.flatMap((f) => f.repairs.map((r) => r.service)));
      return services.flatMap((s) => {
        const set = otherServiceCopy(pages.service.otherServices, s);
        return [
          ...unless(s.kind !== "sales" || Boolean(set), `${s.path} sells but has the repair copy`),
          ...unless(!repairs.has(s.path) || !set, `${s.path} owns repairs but has the copy "${set?.id}"`),
          ...unless(!set || !/warranty|repair\b/i.test(set.whyPoints.join(" ")), `${s.path}'s copy "${set?.id}"`),
        ];
      });
    },
  },
];

export const PRICING_RULES: DataRule[] = [
  {
    rule: "data/pricing.json lists every family file once, and each family it lists has its file: the price files are the families and the index",
    broken: ({ files, familyIds }) => {
      // A family's Spanish words (phones.es.json) are its translation, no family of their own.
      const familyFiles = files.filter((f) => f.file.startsWith("data/pricing-families/") && !translationOf(f.file));
      return [
        ...pricingFromFiles(files).problems,
        ...repeated(familyIds).map((id) => `${id} is listed twice`),
        ...unless(
          familyFiles.length === familyIds.length && files.some((f) => f.file === "data/pricing.json"),
          `${familyFiles.length} family files for ${familyIds.length} families listed`,
        ),
      ];
    },
  },
  {
    rule: "the families show in data/pricing.json's order",
    broken: ({ pricing, familyIds }) =>
      unless(ids(pricing.families) === familyIds.join(", "), `shown: ${ids(pricing.families)}`),
  },
  {
    rule: "every family has models with prices, each with a page, and every repair's warranty runs from its shortest to its longest",
    broken: ({ pricing }) =>
      pricing.families.flatMap((family) => [
        ...unless(familyRows(family).length > 0 && familyModels(family).length > 0, `${family.id} shows no price`),
        ...repairSummaries(family)
          .filter((s) => s.maxWarrantyDays < s.minWarrantyDays)
          .map((s) => `${family.id} ${s.id}: ${s.minWarrantyDays}-${s.maxWarrantyDays} days`),
      ]),
  },
  {
    rule: "every repair of every family lists the symptoms a visitor would name",
    broken: ({ pricing }) =>
      pricing.families.flatMap((f) => f.repairs.filter((r) => !r.symptoms?.length).map((r) => `${f.id} ${r.id}`)),
  },
];

export const LOCATION_RULES: DataRule[] = [
  {
    rule: "every shop has an id of its own, so its page (/locations/<id>/) and its tokens ({phone<Id>}) are its own, and the sitemap lists its page",
    broken: ({ site, routes, services, posts }) => {
      const listed = sitemapPages({
        pages: [...routes].map((p) => ({ path: p })),
        services,
        posts: posts.map(({ post }) => ({ slug: post.slug, published: post.date })),
      });
      return [
        ...repeated(site.locations.map((l) => l.id.replace(/-/g, ""))).map((id) => `${id} names two shops`),
        ...site.locations
          .filter((l) => !listed.some((p) => p.path === locationPath(l.id) && p.priority === 0.8))
          .map((l) => `${locationPath(l.id)} is not in the sitemap`),
      ];
    },
  },
  {
    rule: "every shop's structured data gives an address with a street number",
    broken: ({ site }) =>
      site.locations
        .map(
          (l) =>
            localBusiness(site, l, resolveSiteUrl(site.siteUrl), { today: "2026-01-01" }) as unknown as {
              name: string;
              address: { streetAddress: string };
            },
        )
        .filter((block) => !/^\d+[A-Za-z]? \S/.test(block.address.streetAddress))
        .map((block) => `${block.name}: ${JSON.stringify(block.address)}`),
  },
  {
    rule: "every shop that takes devices at its counter is a drop-off choice with its address, before a visit and the post",
    broken: ({ site }) => {
      const options = dropoffOptions(site.locations);
      const counters = site.locations.filter((l) => !l.bookings || l.bookings.includes("dropoff"));
      return [
        ...counters
          .filter((l) => {
            const option = options.find((o) => o.id === l.id);
            return !option?.label.includes(l.name) || !option.address?.startsWith(l.streetAddress);
          })
          .map((l) => `${l.id} is not offered with its address`),
        ...unless(
          options.slice(counters.length).every((o) => o.id === "on-site" || o.id === "mail-in"),
          `choices: ${ids(options)}`,
        ),
      ];
    },
  },
];

/** Markdown's marks in a post's body: the headings, list items, links and bold runs its page must show. */
const markdownMarks = (body: string) => ({
  headings: body.match(/^#{1,6} /gm)?.length ?? 0,
  items: body.match(/^\s*(?:[-*+]|\d+[.)]) /gm)?.length ?? 0,
  links: body.match(/\[[^\]]+\]\([^)\s]+\)/g)?.length ?? 0,
  bold: body.match(/\*\*[^*]+\*\*/g)?.length ?? 0,
});
const htmlMarks = (html: string) => {
  const count = (tags: string) => html.match(new RegExp(`<(?:${tags})[ >]`, "g"))?.length ?? 0;
  return { headings: count("h2|h3"), items: count("li"), links: count("a"), bold: count("strong") };
};

/** A post's page title (seo.test.ts). */
export const POST_TITLE_RULES: DataRule[] = [
  {
    rule: "every post's name is its page title whole when it fits in 60 characters, else cut at a word within 60",
    broken: ({ posts }) =>
      posts.flatMap(({ file, post }) => {
        const title = cutPostTitle(post.title);
        const clean = cleanTitle(post.title);
        const holds =
          clean.length <= TITLE_LIMIT
            ? title === clean
            : title.length <= TITLE_LIMIT && title.endsWith("...") && clean.startsWith(title.slice(0, -3));
        return unless(holds, `${file}: "${title}"`);
      }),
  },
];

/** A post's body as its page shows it (blog.test.ts). */
export const POST_BODY_RULES: DataRule[] = [
  {
    rule: "every post shows its Markdown whole: each heading, list item, link and bold run, and none of the syntax as text",
    broken: ({ posts }) =>
      posts.flatMap(({ file, post }) => {
        const html = renderPostMarkdown(post.body);
        const [marks, shown] = [markdownMarks(post.body), htmlMarks(html)];
        return [
          ...unless(JSON.stringify(marks) === JSON.stringify(shown), `${file}: ${JSON.stringify({ marks, shown })}`),
          ...unless(!/&lt;|\*\*|\]\(|(^|>)#/.test(html), `${file} shows Markdown or HTML as text`),
        ];
      }),
  },
];

/**
 * The data files not in the data format (the CMS's: key order of the schema, Prettier's layout), one line each, as
 * `npm run format` puts right: a file is in it when it is printed as the CMS saves it, also once read as the CMS reads
 * it (defaults filled in).
 */
export function notInDataFormat(root: string): string[] {
  const sources = cmsSourcesFromDisk(root);
  const layouts = dataLayouts(cmsConfigFromDisk({}, root), sources);
  return sources.files.flatMap(({ file, schema }) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const layout = layouts[schema];
    const holds = formatData(JSON.parse(text), layout) === text && formatData(readData(text, layout), layout) === text;
    return unless(holds, `${file} is not in the data format: run npm run format`);
  });
}

export const FORMAT_RULES: DataRule[] = [
  {
    rule: "every data file is in the data format, as the CMS and npm run format write it",
    broken: ({ root }) => notInDataFormat(root),
  },
];

export const ALL_RULES: DataRule[] = [
  ...NAVIGATION_RULES,
  ...SERVICE_RULES,
  ...SERVICE_COPY_RULES,
  ...SERVICE_WORDS_RULES,
  ...OTHER_COPY_RULES,
  ...PRICING_RULES,
  ...LOCATION_RULES,
  ...POST_TITLE_RULES,
  ...POST_BODY_RULES,
  ...FORMAT_RULES,
];

/** Every rule of `rules` the data folder `root` breaks, one line per thing that breaks it, naming the rule. */
export function brokenRules(root: string, rules: readonly DataRule[] = ALL_RULES): string[] {
  const data = ruleData(root);
  return rules.flatMap(({ rule, broken }) => broken(data).map((line) => `${rule}: ${line}`));
}

/** `rules` as Jest's it.each takes them: the rule's words as the test's name. */
export const eachRule = (rules: readonly DataRule[]) => rules.map((r) => [r.rule, r] as const);
