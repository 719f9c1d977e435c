import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brokenLinks, crossCheck, dataLinks } from "../cross-check";
import { nameOf, sayIn } from "../editor-words";
import { badTokens, duplicateCopy } from "../content-check";
import { dataOf, loadDataFiles } from "../load";
import { titleProblems } from "../title-check";
import { hoursCheck } from "../hours-check";
import { reviewsCheck } from "../reviews-check";
import type { BusinessData, DocumentData, NavigationData, PagesData, ReviewsData, ServicesData } from "../types";
import { fillTokens, locationTokens, siteTokens } from "../../../domain/text";
import { familyModels, modelTitleName } from "../../price-pages";
import { pricingFromFiles } from "../pricing-files";
import { cleanTitle, serviceTitle } from "../../seo";
import { validateAgainstSchemas } from "../validate";
import { eachRule, LOCATION_RULES, ruleData, SERVICE_RULES } from "./data-rules";

const root = path.resolve(__dirname, "../../../..");

// The messages below are read from the data they are about (an entry's name, a title as the data fills it), so the
// shop changing its services, shops or titles leaves these tests as they are.
const real = loadDataFiles(root).files;
const services = dataOf<ServicesData>(real, "data/services.json").services;
const site = dataOf<BusinessData>(real, "data/site.json");
const navigation = dataOf<NavigationData>(real, "data/navigation.json");
const pages = dataOf<PagesData>(real, "data/pages.json");
const tokens = siteTokens(site, site.locations[0]);
/** A path no service has. */
const noService = "/no-such-service/";
/** A service name as long as the schema allows (40 characters): with a template's words, too long for a title. */
const LONG_LABEL = "Equipment Tracking, Reporting & Disposal";
const RULE = "titles must fit in 60 characters, as search results cut longer ones";

/** `text` as a regular expression that matches it as written. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A copy of data/ in a temp folder, changed by `edit`, then loaded and checked like the build does. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test edits reach into any part of a file
function checkWith(file: string, edit: (data: any) => unknown): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
  const target = path.join(dir, "data", file);
  const data = JSON.parse(fs.readFileSync(target, "utf8"));
  const changed = edit(data);
  const raw = changed && typeof changed === "object" && "raw" in changed ? (changed as { raw: string }).raw : undefined;
  fs.writeFileSync(target, raw ?? JSON.stringify(data));
  const { files, problems } = loadDataFiles(dir);
  const schemaProblems = [...problems, ...validateAgainstSchemas(files)];
  if (schemaProblems.length) return schemaProblems;
  return [
    ...crossCheck({
      navigation: dataOf<NavigationData>(files, "data/navigation.json"),
      services: dataOf<ServicesData>(files, "data/services.json"),
      pages: dataOf<PagesData>(files, "data/pages.json"),
    }),
    ...titleProblems(files),
  ];
}

describe("the real data files", () => {
  const { files, problems } = loadDataFiles(root);

  it("match their schemas", () => {
    expect(problems).toEqual([]);
    expect(validateAgainstSchemas(files)).toEqual([]);
  });

  it("agree with each other and share no copy", () => {
    const services = dataOf<ServicesData>(files, "data/services.json");
    expect(
      crossCheck({
        navigation: dataOf<NavigationData>(files, "data/navigation.json"),
        services,
        pages: dataOf<PagesData>(files, "data/pages.json"),
      }),
    ).toEqual([]);
    expect(duplicateCopy(services)).toEqual([]);
    const site = dataOf<BusinessData>(files, "data/site.json");
    const shopTokens = Object.keys(locationTokens(site.locations));
    expect(files.flatMap(({ file, data }) => badTokens(file, data, shopTokens))).toEqual([]);
    expect(hoursCheck(site)).toEqual([]);
    expect(
      reviewsCheck({ reviews: dataOf<ReviewsData>(files, "data/reviews.json"), business: site, services }),
    ).toEqual([]);
  });

  it("make page titles that fit in 60 characters", () => {
    expect(titleProblems(files)).toEqual([]);
  });
});

describe("the real data keeps the rules of services and shops", () => {
  const data = ruleData(root);
  it.each(eachRule([...SERVICE_RULES, ...LOCATION_RULES]))("%s", (_rule, { broken }) => {
    expect(broken(data)).toEqual([]);
  });
});

describe("a bad data file gives one problem naming the thing and the field as the CMS does, then file and path", () => {
  it("a missing field", () => {
    expect(checkWith("services.json", (d) => delete d.services[0].label)).toEqual([
      `Services → ${services[0].path}: "Label" is missing: fill it in\ndata/services.json at services[0].label`,
    ]);
  });

  it("a wrongly typed field", () => {
    const last = site.locations.length - 1;
    expect(checkWith("site.json", (d) => (d.locations[last].geo.latitude = "35.2"))).toEqual([
      `Business facts → ${site.locations[last].name}: "Geo → Latitude" must be a number\ndata/site.json at locations[${last}].geo.latitude`,
    ]);
  });

  it("a misspelt field", () => {
    expect(checkWith("navigation.json", (d) => (d.groups[0].lable = "x"))).toEqual([
      `Menus → ${navigation.groups[0].label}: "Lable" is not a field the site knows: check its spelling, or remove it\ndata/navigation.json at groups[0].lable`,
    ]);
  });

  it("a path without slashes", () => {
    const [line] = checkWith("services.json", (d) => (d.services[0].path = "computer-repair"));
    expect(line).toMatch(new RegExp(`^Services → ${escape(services[0].label)}: "Path" has the wrong form: .*\n`));
    expect(line.split("\n")[1]).toBe("data/services.json at services[0].path");
  });

  it("a phone number written another way", () => {
    expect(checkWith("site.json", (d) => (d.phone = "704-555-0142"))).toEqual([
      'Business facts: "Phone" has the wrong form: Written as (704) 555-0142.\ndata/site.json at phone',
    ]);
  });

  it("a wrong form names the schema's example where the description does not show one", () => {
    expect(checkWith("site.json", (d) => (d.locations[0].email = "service at example.com"))).toEqual([
      `Business facts → ${site.locations[0].name}: "Email" has the wrong form, e.g. service@example.com\ndata/site.json at locations[0].email`,
    ]);
    expect(checkWith("site.json", (d) => (d.locations[0].postalCode = "2821"))).toEqual([
      `Business facts → ${site.locations[0].name}: "Postal code" has the wrong form, e.g. 28217\ndata/site.json at locations[0].postalCode`,
    ]);
  });

  it("takes an image named as the CMS names an upload (IMG_2041.JPG becomes img_2041.jpg), not a name in capitals", () => {
    const image = (name: string) =>
      checkWith("services.json", (d) => Object.assign(d.services[0], { image: name, imageAlt: "A TV on the bench" }));
    // The pattern allows the name; the file itself is checked by images-check.ts, not by the schema.
    expect(image("images/img_2041.jpg")).toEqual([]);
    expect(image("images/pxl_20240101_123456789.jpeg")).toEqual([]);
    expect(image("images/IMG_2041.JPG")).toEqual([expect.stringContaining(': "Image" has the wrong form')]);
  });

  it("a value outside the list", () => {
    expect(checkWith("services.json", (d) => (d.services[2].kind = "repair"))).toEqual([
      expect.stringContaining(`${services[2].label}: "Kind" must be one of "sales", "other"`),
    ]);
  });

  it("too few FAQs", () => {
    expect(checkWith("services.json", (d) => (d.services[0].faqs = d.services[0].faqs.slice(0, 1)))).toEqual([
      `Services → ${services[0].label}: "Faqs" needs at least 2 items: add more\ndata/services.json at services[0].faqs`,
    ]);
  });

  it("a duplicate path", () => {
    expect(checkWith("services.json", (d) => (d.services[1].path = d.services[0].path))).toContain(
      `Services → ${services[1].label}: "Path" is ${services[0].path}, which the service ${services[0].label} already has: give this service a page address of its own\ndata/services.json at services[1].path`,
    );
  });

  it("a group that does not exist", () => {
    expect(checkWith("services.json", (d) => (d.services[0].group = "repairs"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Services → ${escape(services[0].label)}: "Group" is "repairs", which is no group of the menus: choose one of ${escape(navigation.groups[0].label)} .*\ndata/services\\.json at services\\[0\\]\\.group$`,
        ),
      ),
    ]);
  });

  it("a related service that does not exist", () => {
    expect(checkWith("services.json", (d) => (d.services[0].related = [noService]))).toEqual([
      `Services → ${services[0].label} → Related → ${noService}: is no service page of the site: choose one of the services, or remove it\ndata/services.json at services[0].related[0]`,
    ]);
  });

  it("a file that is not JSON", () => {
    expect(checkWith("navigation.json", () => ({ raw: '{ "groups": [ }' }))).toEqual([
      expect.stringMatching(
        /^Navigation: cannot be read \(.+\): undo the last change to the file, or correct it\ndata\/navigation\.json at \(the file\)$/,
      ),
    ]);
  });

  it("a file that names no schema", () => {
    expect(checkWith("pages.json", (d) => delete d.$schema)).toEqual([
      expect.stringMatching(
        /^Pages: "Schema" is missing, so the build cannot tell what the file holds: .*\ndata\/pages\.json at \$schema$/,
      ),
    ]);
  });

  it("two services with the same paragraph", () => {
    const edited = JSON.parse(fs.readFileSync(path.join(root, "data/services.json"), "utf8")) as ServicesData;
    edited.services[1].intro = edited.services[0].intro;
    expect(duplicateCopy(edited)).toEqual([
      `Services → ${services[1].label}: "Intro" is the text of ${services[0].label} → "Intro" too: write this page's own words, as the same text on two pages makes them look alike to search engines\ndata/services.json at services[1].intro`,
    ]);
  });

  it("a misspelt token", () => {
    expect(badTokens("data/pages.json", { home: { title: "Call {phon}" } })).toEqual([
      expect.stringMatching(
        /^Pages: "Home → Title" uses \{phon\}, which the site does not know: correct it to one of \{businessName\}, .*\ndata\/pages\.json at home\.title$/,
      ),
    ]);
  });
});

describe("a title that search results would cut stops the build, naming the thing and the field as the CMS does", () => {
  /** A title as the site fills it: "{businessName}" and the other tokens given their values. */
  const filled = (title: string, more: Record<string, string> = {}) =>
    cleanTitle(fillTokens(title, { ...tokens, ...more }));
  const tooLong = (title: string) => `makes the page title "${title}", ${title.length} characters; ${RULE}`;

  it("a page title in pages.json", () => {
    const title = "{businessName}: Computer, Phone, Tablet and TV Repair in Charlotte, NC";
    expect(checkWith("pages.json", (d) => (d.home.title = title))).toEqual([
      `Page copy: "Home → Title" ${tooLong(filled(title))}. Shorten it.\ndata/pages.json at home.title`,
    ]);
  });

  it("a service whose title from the template is too long and that has no title of its own", () => {
    const title = serviceTitle(pages.service.title, { label: LONG_LABEL }, tokens);
    expect(title.length).toBeGreaterThan(60);
    expect(
      checkWith("services.json", (d) => {
        delete d.services[0].title;
        d.services[0].label = LONG_LABEL;
      }),
    ).toEqual([
      `Services → ${LONG_LABEL}: "Title" is empty, so the title every service page takes (Page copy → "Service → Title") ${tooLong(title)}. Give this service a shorter "Title" of its own (it may use {service} and {businessName}), or shorten that one.\ndata/services.json at services[0].title`,
    ]);
  });

  it("a service's own title", () => {
    const own = "{service} in Charlotte, NC | {businessName}";
    expect(checkWith("services.json", (d) => Object.assign(d.services[0], { label: LONG_LABEL, title: own }))).toEqual([
      `Services → ${LONG_LABEL}: "Title" ${tooLong(filled(own, { service: LONG_LABEL }))}. Shorten it.\ndata/services.json at services[0].title`,
    ]);
  });

  it("every service that takes the template, when the template grows", () => {
    // Longer than 60 characters before the service's name: no service can fit it.
    const template = "{service} Near Me in Charlotte, Matthews, Pineville and Mint Hill, NC | {businessName}";
    const problems = checkWith("pages.json", (d) => (d.service.title = template));
    const templated = services.flatMap((s, i) => (s.title === undefined ? [i] : []));
    expect(problems).toEqual(
      templated.map(
        (i) =>
          `Services → ${services[i].label}: "Title" is empty, so the title every service page takes (Page copy → "Service → Title") ${tooLong(serviceTitle(template, services[i], tokens))}. Give this service a shorter "Title" of its own (it may use {service} and {businessName}), or shorten that one.\ndata/services.json at services[${i}].title`,
      ),
    );
  });

  it("a model page's title: the last of pages.json's modelTitles must fit every model", () => {
    // Longer than 60 characters before the model's name: every model's page is named.
    const last = "{model} Repair Prices, Repair Times and Warranties in Charlotte, NC";
    const problems = checkWith("pages.json", (d) => (d.pricing.modelTitles = [last]));
    const families = pricingFromFiles(real).pricing!.families;
    const models = families.flatMap((family) =>
      familyModels(family).map(({ brand, model }) => ({ family, brand, model })),
    );
    expect(problems).toHaveLength(models.length);
    const { family, brand, model } = models[0];
    expect(problems).toContain(
      `Page copy → Pricing → Model titles → ${nameOf(last)}: is the last title a model's page can take: for the model ${brand.label} ${model.label} (${family.label}) it ${tooLong(filled(last, { model: modelTitleName(family, brand.id, model.id) }))}. Shorten this last title, or the model's name.\ndata/pages.json at pricing.modelTitles[0]`,
    );
    expect(problems.every((p) => p.endsWith("\ndata/pages.json at pricing.modelTitles[0]"))).toBe(true);
  });

  it("a document title", () => {
    const file = real.find((f) => f.file.startsWith("data/documents/"))!.file;
    const title = "{businessName}: How We Handle Your Data, Your Devices and Your Privacy";
    expect(checkWith(file.replace(/^data\//, ""), (d: DocumentData) => (d.title = title))).toEqual([
      `${title}: "Title" ${tooLong(filled(title))}. Shorten it.\n${file} at title`,
    ]);
  });

  it("counts the business name as data/site.json writes it", () => {
    // As long as the schema allows (40 characters).
    const name = `${site.name} & Data Recovery and More`.slice(0, 40).trim();
    const problems = checkWith("site.json", (d) => (d.name = name));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(new RegExp(`makes the page title ".*${escape(name)}.*", \\d+ characters`));
  });

  it("accepts a title of exactly 60 characters", () => {
    const title = `${"Locations".padEnd(60 - " | ".length - site.name.length, "!")} | {businessName}`;
    expect(filled(title)).toHaveLength(60);
    expect(checkWith("pages.json", (d) => (d.locations.title = title))).toEqual([]);
  });
});

describe("links to pages", () => {
  const { files } = loadDataFiles(root);
  const links = dataLinks(
    dataOf<NavigationData>(files, "data/navigation.json"),
    dataOf<ServicesData>(files, "data/services.json"),
  );

  it("names a menu link whose page does not exist", () => {
    const [link] = navigation.aboutMenu.items;
    const routes = new Set(links.map((l) => l.to).filter((to) => to !== link.to));
    expect(brokenLinks(links, routes, sayIn(files))).toContain(
      `Menus → About menu → ${link.label}: "To" leads to ${link.to}, but the site has no page there: choose a page of the site\ndata/navigation.json at aboutMenu.items[0].to`,
    );
  });

  it("checks the header's call to action and the footer's links like the menus", () => {
    const quote = navigation.quote.to;
    const footer = navigation.footer.contactLinks.at(-1)!.to;
    const routes = new Set(links.map((l) => l.to).filter((to) => to !== quote && to !== footer));
    const problems = brokenLinks(links, routes, sayIn(files));
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Menus: "Quote → To" leads to ${escape(quote)}, .*\ndata/navigation\\.json at quote\\.to$`),
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Menus → Footer → .+: "To" leads to ${escape(footer)}, .*\ndata/navigation\\.json at footer\\.contactLinks\\[\\d+\\]\\.to$`,
        ),
      ),
    );
  });

  it("accepts links whose pages exist, ignoring query and fragment", () => {
    const routes = new Set(links.map((l) => l.to));
    expect(brokenLinks([...links, { file: "f", parts: ["e"], to: "/contact/?service=x#request" }], routes)).toEqual([]);
  });
});

describe("links written in blog posts", () => {
  it("names the post and the link whose page does not exist", () => {
    const routes = new Set(["/", "/contact/"]);
    expect(
      brokenLinks(
        [
          { file: "data/blog/a-post.json", parts: ["body"], to: "/contact/", link: 1 },
          { file: "data/blog/a-post.json", parts: ["body"], to: "/phone-fix/", link: 2 },
        ],
        routes,
      ),
    ).toEqual([
      'A post: "Body" has a link to /phone-fix/ (its link 2), but the site has no page there: correct the link, or remove it\ndata/blog/a-post.json at body',
    ]);
  });
});
