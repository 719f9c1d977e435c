import path from "node:path";
import { siteTokens } from "../../../domain/text";
import { loadDataFiles } from "../../data/load";
import type { BusinessData, PagesData, ServicesData } from "../../data/types";
import { dataOf } from "../../data/validate";
import { serviceTitle } from "../../seo";
import { schemaName } from "../save-check";
import { servicePreview, serviceViews } from "../service-preview";

// The Services preview in the CMS: each service as its page and a search result show it, over data/ as it is.

const { files } = loadDataFiles(path.resolve(__dirname, "../../../.."));
const services = dataOf<ServicesData>(files, "data/services.json");
const site = dataOf<BusinessData>(files, "data/site.json");
const pages = dataOf<PagesData>(files, "data/pages.json");
/** data/services.json with its first service changed. */
const withFirst = (change: object) => ({
  ...services,
  services: services.services.map((s, i) => (i ? s : { ...s, ...change })),
});

describe("each service as the preview shows it, over data/", () => {
  const views = serviceViews(services, files);

  it.each(services.services.map((s, i) => [s.label, i] as const))("%s", (_label, i) => {
    const service = services.services[i];
    const view = views[i];
    expect([view.label, view.path, view.summary]).toEqual([service.label, service.path, service.summary]);
    // The page's <title>, as its Head makes it.
    expect(view.title).toBe(serviceTitle(pages.service.title, service, siteTokens(site, site.locations[0])));
    // Every {token} filled, as on the page.
    for (const text of [view.title, view.description, ...view.questions]) expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(view.whatWeDo).toBe(service.whatWeDo.length);
    expect(view.questions).toHaveLength(service.faqs.length);
    // Each related service by its name; a path that is no service's page said so.
    expect(view.related).toHaveLength(service.related.length);
    for (const to of service.related) {
      const named = services.services.find((s) => s.path === to);
      expect(view.related).toContain(named ? named.label : `${to} is no service page`);
    }
  });

  it("a related path that is no service's page is named as such", () => {
    expect(serviceViews(withFirst({ related: ["/no-such/"] }), files)[0].related).toEqual([
      "/no-such/ is no service page",
    ]);
  });

  it("a title of its own is filled as the page fills it, and one over the limit gets the build's line", () => {
    const [own] = serviceViews(withFirst({ title: "{service} | {businessName}" }), files);
    expect(own.title).toBe(`${services.services[0].label} | ${site.name}`);
    const long = `${"Very long title ".repeat(5)}{businessName}`;
    const [tooLong, second] = serviceViews(withFirst({ title: long }), files);
    expect(tooLong.problems).toEqual([expect.stringContaining(`makes the page title "${tooLong.title}"`)]);
    expect(second.problems).toEqual([]);
  });

  it("a misspelt {token} in a question is left as written and named by the build's line", () => {
    const [first] = serviceViews(withFirst({ faqs: [{ question: "Can I call {phon}?", answer: "Yes." }] }), files);
    expect(first.questions).toEqual(["Can I call {phon}?"]);
    expect(first.problems).toEqual([expect.stringContaining("uses {phon}, which the site does not know")]);
  });

  it("a service being typed (fields missing) breaks nothing", () => {
    const typing = {
      services: [...services.services, {}, { label: "New", faqs: [{}], related: [services.services[0].path] }],
    };
    const views = serviceViews(typing, files);
    expect(views).toHaveLength(services.services.length + 2);
    expect(views.at(-2)).toMatchObject({ label: "", path: "", whatWeDo: 0, questions: [], related: [] });
    expect(views.at(-1)?.questions).toEqual([""]);
    expect(serviceViews({}, files)).toEqual([]);
  });
});

describe("the pane", () => {
  /** A stand-in for Decap's h: each element as its text. */
  const text = (type: string, _props: unknown, ...children: unknown[]): string =>
    children
      .flat()
      .filter((c) => c !== null)
      .join(type === "span" || type === "code" ? "" : "\n");
  const snapshot = {
    files: files.map(({ file, data }) => ({ file, data })),
    schemas: Object.fromEntries(files.map(({ data, schema }) => [schemaName(data), schema])),
    staticRoutes: [],
  };

  it("shows each service's title, description and questions from the entry as the save writes it", () => {
    const pane = servicePreview(text, snapshot, (entry: { data: unknown }) => entry)({ entry: { data: services } });
    for (const view of serviceViews(services, files))
      for (const line of [view.title, view.description, ...view.questions]) expect(pane).toContain(line);
  });

  it("says so when the site's data could not be read", () => {
    expect(servicePreview(text, null, (entry: { data: unknown }) => entry)({ entry: { data: services } })).toMatch(
      /could not be read/,
    );
  });
});
