import { fillTokens, locationTokens, siteTokens } from "../../domain/text";
import { badTokens } from "../data/content-check";
import { headline, jsonPath, sayIn } from "../data/editor-words";
import { pricingFromFiles } from "../data/pricing-files";
import { titleProblems } from "../data/title-check";
import type { BusinessData, PagesData, ServiceEntry } from "../data/types";
import { dataOf, type DataFile } from "../data/validate";
import { servicePrices } from "../price-pages";
import { serviceTitle } from "../seo";
import { serviceTokens } from "../service-copy";
import { dataFilesOf, type SiteSnapshot } from "./save-check";
import type { CreateElement } from "./create-element";

// The preview of Services in the CMS (admin-browser.ts registers it for data/services.json): each service as its page
// and a search result show it, made by the page's own code (templates/service.tsx: seo.ts serviceTitle, the copy of
// data/pages.json filled with the site's and the service's tokens), and the build's checks of its title and its
// {tokens} in the editor's words.
// The site's facts, copy and prices are the build's (the CMS's snapshot); the services are the form's.

/** A service as the form holds it: any field may still be missing while it is typed. */
type Typed = Partial<Omit<ServiceEntry, "faqs">> & { faqs?: Array<{ question?: string }> };

const SERVICES = "data/services.json";

/** What the preview says of each service of `data` (the form's), over the site's other data files `files`. */
export function serviceViews(data: { services?: Typed[] }, files: DataFile[]) {
  const services = data.services ?? [];
  const site = dataOf<BusinessData>(files, "data/site.json");
  const copy = dataOf<PagesData>(files, "data/pages.json").service;
  const tokens = siteTokens(site, site.locations[0]);
  const { pricing } = pricingFromFiles(files);
  const schema = files.find((f) => f.file === SERVICES)?.schema ?? {};
  const edited = [...files.filter((f) => f.file !== SERVICES), { file: SERVICES, data: { ...data, services }, schema }];
  const locations = Object.keys(locationTokens(site.locations));
  const problems = [...titleProblems(edited), ...badTokens(SERVICES, data, locations, sayIn(edited))];
  return services.map((service, i) => {
    const label = service.label ?? "";
    const path = service.path ?? "";
    const prices = pricing && path ? servicePrices(pricing, path) : null;
    const own = { ...serviceTokens(copy, service, prices, site.locations), service: label };
    const fill = (text: string) => fillTokens(text, { ...tokens, ...own });
    const related = service.related ?? [];
    // A problem's last line names its field: "data/services.json at services[3].title".
    const field = `\n${SERVICES} at ${jsonPath(["services", i])}.`;
    return {
      label,
      path,
      title: serviceTitle(copy.title, { label, title: service.title }, tokens),
      description: fill(copy.description),
      summary: service.summary ?? "",
      whatWeDo: (service.whatWeDo ?? []).length,
      questions: (service.faqs ?? []).map((faq) => fill(faq?.question ?? "")),
      // As the page lists them: the services named, in the file's order.
      related: [
        ...services.filter((s) => s.path && related.includes(s.path)).map((s) => s.label ?? ""),
        ...related.filter((to) => !services.some((s) => s.path === to)).map((to) => `${to} is no service page`),
      ],
      problems: problems.filter((p) => p.includes(field)).map(headline),
    };
  });
}

/** The preview component: `h` is Decap's createElement, `read` the entry's file as the save writes it (savedFile). */
export function servicePreview<E>(
  h: CreateElement,
  snapshot: SiteSnapshot | null,
  read: (entry: E) => { data: unknown },
) {
  const files = snapshot && dataFilesOf(snapshot, snapshot.files);
  const muted = "#555";
  const p = (style: Record<string, unknown>, ...text: unknown[]) =>
    h("p", { style: { margin: "0 0 4px", ...style } }, ...text);
  return ({ entry }: { entry: E }) => {
    if (!files) return p({ color: muted }, "The site's data could not be read: there is no preview.");
    return h(
      "article",
      { style: { font: "15px/1.5 system-ui, sans-serif", color: "#1b1b1b", maxWidth: "720px" } },
      h("h1", { style: { fontSize: "24px", margin: "0 0 4px" } }, "The services as their pages show them"),
      p(
        { margin: "0 0 16px", color: muted },
        "Each page's title and description as a search result shows them, its card text, and what the page lists.",
      ),
      ...serviceViews(read(entry).data as { services?: Typed[] }, files).map((s, i) =>
        h(
          "section",
          { key: `${s.path}-${i}`, style: { borderTop: "1px solid #c9c9c9", padding: "12px 0" } },
          h("h2", { style: { fontSize: "19px", margin: "0 0 4px" } }, `${s.label} `, h("code", null, s.path)),
          h(
            "div",
            { style: { border: "1px solid #c9c9c9", borderRadius: "6px", padding: "8px 12px", margin: "0 0 8px" } },
            p({ color: "#1a0dab", fontSize: "18px" }, s.title),
            p({ margin: 0, color: muted }, s.description),
          ),
          ...s.problems.map((line) => p({ color: "#b3261e", fontWeight: 600 }, line)),
          p({}, `Card: ${s.summary}`),
          p({}, `${s.whatWeDo} "what we do" items, ${s.questions.length} questions:`),
          h(
            "ul",
            { style: { margin: "0 0 4px", paddingLeft: "20px" } },
            ...s.questions.map((q, j) => h("li", { key: j }, q)),
          ),
          p({ color: muted }, `Related: ${s.related.join(", ") || "none"}`),
        ),
      ),
    );
  };
}
