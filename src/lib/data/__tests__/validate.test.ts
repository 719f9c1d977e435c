import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brokenLinks, crossCheck, dataLinks } from "../cross-check";
import { badTokens, duplicateCopy } from "../content-check";
import { dataOf, loadDataFiles } from "../load";
import { titleProblems } from "../title-check";
import { hoursCheck } from "../hours-check";
import { reviewsCheck } from "../reviews-check";
import type { BusinessData, NavigationData, PagesData, ReviewsData, ServicesData } from "../types";
import { locationTokens } from "../../text";
import { validateAgainstSchemas } from "../validate";

const root = path.resolve(__dirname, "../../../..");

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

  it("list the 30 services of the spec", () => {
    expect(dataOf<ServicesData>(files, "data/services.json").services).toHaveLength(30);
  });
});

describe("a bad data file gives one line naming file, entry and field", () => {
  it("a missing field", () => {
    expect(checkWith("services.json", (d) => delete d.services[4].label)).toEqual([
      expect.stringMatching(/^data\/services\.json: entry services\[4\] \(\/tv-repair\/\), field "label" is missing$/),
    ]);
  });

  it("a wrongly typed field", () => {
    expect(checkWith("site.json", (d) => (d.locations[1].geo.latitude = "35.2"))).toEqual([
      'data/site.json: entry locations[1] "Mount Gilead", field "geo.latitude" must be number',
    ]);
  });

  it("a misspelt field", () => {
    expect(checkWith("navigation.json", (d) => (d.groups[0].lable = "x"))).toEqual([
      'data/navigation.json: entry groups[0] "Repair & Maintenance", field "lable" is not a known field (check the spelling)',
    ]);
  });

  it("a path without slashes", () => {
    const [line] = checkWith("services.json", (d) => (d.services[0].path = "computer-repair"));
    expect(line).toMatch(
      /^data\/services\.json: entry services\[0\] "Computer Repair" \(computer-repair\), field "path" has the wrong form/,
    );
  });

  it("a phone number written another way", () => {
    expect(checkWith("site.json", (d) => (d.phone = "704-555-0142"))).toEqual([
      'data/site.json: entry (top level), field "phone" has the wrong form: Written as (704) 555-0142.',
    ]);
  });

  it("a wrong form names the schema's example where the description does not show one", () => {
    expect(checkWith("site.json", (d) => (d.locations[0].email = "service at example.com"))).toEqual([
      'data/site.json: entry locations[0] "Charlotte", field "email" has the wrong form, e.g. service@example.com',
    ]);
    expect(checkWith("site.json", (d) => (d.locations[0].postalCode = "2821"))).toEqual([
      'data/site.json: entry locations[0] "Charlotte", field "postalCode" has the wrong form, e.g. 28217',
    ]);
  });

  it("takes an image named as the CMS names an upload (IMG_2041.JPG becomes img_2041.jpg), not a name in capitals", () => {
    const image = (name: string) =>
      checkWith("services.json", (d) => Object.assign(d.services[0], { image: name, imageAlt: "A TV on the bench" }));
    // The pattern allows the name; the file itself is checked by images-check.ts, not by the schema.
    expect(image("images/img_2041.jpg")).toEqual([]);
    expect(image("images/pxl_20240101_123456789.jpeg")).toEqual([]);
    expect(image("images/IMG_2041.JPG")).toEqual([expect.stringContaining('field "image" has the wrong form')]);
  });

  it("a value outside the list", () => {
    expect(checkWith("services.json", (d) => (d.services[2].kind = "repair"))).toEqual([
      expect.stringContaining('field "kind" must be one of "sales", "other"'),
    ]);
  });

  it("too few FAQs", () => {
    expect(checkWith("services.json", (d) => (d.services[3].faqs = d.services[3].faqs.slice(0, 1)))).toEqual([
      expect.stringMatching(
        /entry services\[3\] "Tablet Repair" \(\/tablet-repair\/\), field "faqs" must NOT have fewer than 2 items/,
      ),
    ]);
  });

  it("a duplicate path", () => {
    expect(checkWith("services.json", (d) => (d.services[1].path = "/computer-repair/"))).toContain(
      'data/services.json: entry services[1] "Laptop Repair" (/computer-repair/), field "path" is used by another service',
    );
  });

  it("a group that does not exist", () => {
    expect(checkWith("services.json", (d) => (d.services[0].group = "repairs"))).toEqual([
      expect.stringMatching(
        /^data\/services\.json: entry services\[0\] "Computer Repair" \(\/computer-repair\/\), field "group" names "repairs", which is not a group id/,
      ),
    ]);
  });

  it("a related service that does not exist", () => {
    expect(checkWith("services.json", (d) => (d.services[0].related = ["/phone-repair/"]))).toEqual([
      'data/services.json: entry services[0] "Computer Repair" (/computer-repair/), field "related[0]" names /phone-repair/, which is no service\'s path',
    ]);
  });

  it("a file that is not JSON", () => {
    expect(checkWith("navigation.json", () => ({ raw: '{ "groups": [ }' }))).toEqual([
      expect.stringMatching(/^data\/navigation\.json: is not valid JSON/),
    ]);
  });

  it("a file that names no schema", () => {
    expect(checkWith("pages.json", (d) => delete d.$schema)).toEqual([
      expect.stringMatching(/^data\/pages\.json: entry \(top level\), field "\$schema" is missing/),
    ]);
  });

  it("two services with the same paragraph", () => {
    const services = JSON.parse(fs.readFileSync(path.join(root, "data/services.json"), "utf8")) as ServicesData;
    services.services[5].intro = services.services[4].intro;
    expect(duplicateCopy(services)).toEqual([
      'data/services.json: entry services[5] "Console Repair" (/console-repair/), field "intro" repeats the text of TV Repair intro',
    ]);
  });

  it("a misspelt token", () => {
    expect(badTokens("data/pages.json", { home: { title: "Call {phon}" } })).toEqual([
      expect.stringMatching(/^data\/pages\.json: field "home\.title" uses \{phon\}, which the site does not know/),
    ]);
  });
});

describe("a title that search results would cut stops the build, naming file, entry and field", () => {
  it("a page title in pages.json", () => {
    expect(
      checkWith("pages.json", (d) => (d.home.title = "{businessName}: Computer & Phone Repair in Charlotte NC")),
    ).toEqual([
      'data/pages.json: entry home, field "title" makes the page title "Queen City Tech Repair: Computer & Phone Repair in Charlotte NC", 63 characters; titles must fit in 60 characters, as search results cut longer ones. Shorten it.',
    ]);
  });

  it("a service whose title from the template is too long and that has no title of its own", () => {
    expect(checkWith("services.json", (d) => delete d.services[27].title)).toEqual([
      'data/services.json: entry services[27] "Equipment Tracking & Reporting" (/equipment-tracking-reporting/), field "title" is missing, so the template service.title of data/pages.json makes the page title "Equipment Tracking & Reporting in Charlotte, NC | Queen City Tech Repair", 72 characters; titles must fit in 60 characters, as search results cut longer ones. Give this service a shorter "title" of its own (it may use {service} and {businessName}), or shorten the template.',
    ]);
  });

  it("a service's own title", () => {
    expect(
      checkWith("services.json", (d) => (d.services[12].title = "{service} in Charlotte, NC | {businessName}")),
    ).toEqual([
      'data/services.json: entry services[12] "Electronic Component Replacement" (/electronic-component-replacement/), field "title" makes the page title "Electronic Component Replacement in Charlotte, NC | Queen City Tech Repair", 74 characters; titles must fit in 60 characters, as search results cut longer ones. Shorten it.',
    ]);
  });

  it("every service, when the template grows", () => {
    const problems = checkWith(
      "pages.json",
      (d) => (d.service.title = "{service} Near Me in Charlotte, NC | {businessName}"),
    );
    expect(problems.length).toBeGreaterThan(10);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^data\/services\.json: entry services\[0\] "Computer Repair" \(\/computer-repair\/\), field "title" is missing, so the template service\.title of data\/pages\.json makes the page title "Computer Repair Near Me in Charlotte, NC \| Queen City Tech Repair", 65 characters/,
      ),
    );
  });

  it("a model page's title: the last of pages.json's modelTitles must fit every model", () => {
    const problems = checkWith(
      "pages.json",
      (d) => (d.pricing.modelTitles = ["{model} Repair Prices and Times in NC"]),
    );
    expect(problems).toContain(
      'data/pages.json: entry pricing, field "modelTitles" (its last title) makes the page title "PlayStation 5 Slim Digital Edition Repair Prices and Times in NC", 64 characters; titles must fit in 60 characters, as search results cut longer ones for the model playstation-5-slim-digital of data/pricing-families/consoles.json. Shorten the last title, or the model\'s label.',
    );
    expect(problems.every((p) => p.includes('field "modelTitles"'))).toBe(true);
  });

  it("a document title", () => {
    expect(
      checkWith(
        "documents/privacy-policy.json",
        (d) => (d.title = "Privacy Policy: How We Handle Your Data | {businessName}"),
      ),
    ).toEqual([
      'data/documents/privacy-policy.json: entry (top level), field "title" makes the page title "Privacy Policy: How We Handle Your Data | Queen City Tech Repair", 64 characters; titles must fit in 60 characters, as search results cut longer ones. Shorten it.',
    ]);
  });

  it("counts the business name as data/site.json writes it", () => {
    expect(checkWith("site.json", (d) => (d.name = "Queen City Tech Repair & Data Recovery"))).toContainEqual(
      expect.stringMatching(
        /^data\/pages\.json: entry home, field "title" makes the page title "Charlotte Computer & Phone Repair \| Queen City Tech Repair & Data Recovery", 74 characters/,
      ),
    );
  });

  it("accepts a title of exactly 60 characters", () => {
    const title = "Locations: Charlotte & Mount Gilead | {businessName}";
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
    const routes = new Set(links.map((l) => l.to).filter((to) => to !== "/locations/"));
    expect(brokenLinks(links, routes)).toContain(
      'data/navigation.json: entry aboutMenu.items[1] "Locations", field "to" points at /locations/, but the site has no page there',
    );
  });

  it("checks the header's call to action and the footer's links like the menus", () => {
    const routes = new Set(links.map((l) => l.to).filter((to) => to !== "/get-a-quote/" && to !== "/warranty/"));
    const problems = brokenLinks(links, routes);
    expect(problems).toContainEqual(
      expect.stringMatching(/^data\/navigation\.json: entry quote, field "to" points at \/get-a-quote\//),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^data\/navigation\.json: entry footer\.contactLinks\[\d+\] ".+", field "to" points at \/warranty\//,
      ),
    );
  });

  it("accepts links whose pages exist, ignoring query and fragment", () => {
    const routes = new Set(links.map((l) => l.to));
    expect(brokenLinks([...links, { file: "f", entry: "e", to: "/contact/?service=x#request" }], routes)).toEqual([]);
  });
});

describe("links written in blog posts", () => {
  it("names the post and the link whose page does not exist", () => {
    const routes = new Set(["/", "/contact/"]);
    expect(
      brokenLinks(
        [
          { file: "data/blog/a-post.json", entry: "body link 1", to: "/contact/" },
          { file: "data/blog/a-post.json", entry: "body link 2", to: "/phone-fix/" },
        ],
        routes,
      ),
    ).toEqual([
      'data/blog/a-post.json: entry body link 2, field "to" points at /phone-fix/, but the site has no page there',
    ]);
  });
});
