import site from "../../../../data/site.json";
import type { Thing } from "schema-dts";
import {
  faqPage,
  graph,
  localBusiness,
  organization,
  organizationId,
  serviceBlock,
  webPage,
  type BusinessFacts,
} from "../json-ld";
import { howTo, pricedService } from "../json-ld-pages";

const SITE = "https://www.example.com";

const BUSINESS: BusinessFacts = {
  name: "Fixture Repair",
  description: "Repairs.",
  phone: "(704) 555-0100",
  email: "hello@fixture.test",
  priceRange: "$$",
  locations: [
    {
      id: "northtown",
      name: "Northtown",
      streetAddress: "12 Elm St, Suite 3",
      city: "Northtown",
      region: "NC",
      postalCode: "28000",
      country: "US",
      phone: "(704) 555-0100",
      email: "north@fixture.test",
      geo: { latitude: 35.1780012, longitude: -80.877799 },
      openingHours: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => ({
        day,
        opens: "09:00",
        closes: "18:00",
      })),
      servedTowns: ["Northtown", "Elmwood"],
    },
    {
      id: "southville",
      name: "Southville",
      streetAddress: "7 Oak Ave",
      city: "Southville",
      region: "NC",
      postalCode: "27000",
      country: "US",
      phone: "(910) 555-0111",
      email: "south@fixture.test",
      geo: { latitude: 35.2, longitude: -80 },
      openingHours: [{ day: "Saturday", opens: "10:00", closes: "16:00" }],
      servedTowns: ["Southville"],
    },
  ],
  specialHours: [
    { date: "2026-11-20", reason: "Past" },
    { date: "2026-11-26", reason: "Thanksgiving" },
    { date: "2026-12-24", reason: "Christmas Eve", opens: "09:00", closes: "14:00", locations: ["northtown"] },
    { date: "2026-12-28", through: "2026-12-30", reason: "Inventory", locations: ["southville"] },
  ],
};

describe("JSON-LD builders", () => {
  it("describes the business as an Organization that points at each shop by its page's @id", () => {
    expect(organization(BUSINESS, SITE)).toMatchObject({
      "@type": "Organization",
      "@id": `${SITE}/#organization`,
      name: "Fixture Repair",
      telephone: "+1-704-555-0100",
      subOrganization: [
        { "@id": `${SITE}/locations/northtown/#business` },
        { "@id": `${SITE}/locations/southville/#business` },
      ],
    });
  });

  it("describes a shop with its own @id, address, phone, week and the exceptions not yet past", () => {
    const block = localBusiness(BUSINESS, BUSINESS.locations[0], SITE, {
      today: "2026-11-25",
    }) as unknown as Record<string, unknown>;
    expect(block).toMatchObject({
      "@type": "ElectronicsStore",
      "@id": `${SITE}/locations/northtown/#business`,
      name: "Fixture Repair - Northtown",
      url: `${SITE}/locations/northtown/`,
      telephone: "+1-704-555-0100",
      parentOrganization: { "@id": organizationId(SITE) },
      address: {
        streetAddress: "12 Elm St, Suite 3",
        addressLocality: "Northtown",
        addressRegion: "NC",
        addressCountry: "US",
        postalCode: "28000",
      },
      geo: { latitude: 35.178, longitude: -80.8778 },
    });
    expect(block.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
        opens: "09:00",
        closes: "18:00",
      },
    ]);
    // The business-wide closure and Northtown's own short day; the past one and Southville's are left out.
    expect(block.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        name: "Thanksgiving",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        name: "Christmas Eve",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "09:00",
        closes: "14:00",
      },
    ]);
    expect(block.areaServed).toEqual([
      { "@type": "City", name: "Northtown, NC" },
      { "@type": "City", name: "Elmwood, NC" },
    ]);
    expect(block).not.toHaveProperty("aggregateRating");
    expect(block).not.toHaveProperty("review");
  });

  it("gives the second shop its own @id, phone, week and its own multi-day closure", () => {
    const block = localBusiness(BUSINESS, BUSINESS.locations[1], SITE, {
      today: "2026-11-27",
    }) as unknown as Record<string, unknown>;
    expect(block["@id"]).toBe(`${SITE}/locations/southville/#business`);
    expect(block.telephone).toBe("+1-910-555-0111");
    expect(block.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({
        name: "Inventory",
        validFrom: "2026-12-28",
        validThrough: "2026-12-30",
        opens: "00:00",
      }),
    ]);
  });

  it("gives every shop of data/site.json an address with a street number", () => {
    for (const location of site.locations) {
      const block = localBusiness(site, location, SITE, { today: "2026-11-25" }) as unknown as {
        address: { streetAddress: string };
      };
      expect(block.address.streetAddress).toMatch(/^\d+[A-Za-z]? \S/);
    }
  });

  it("points a service at the business by @id instead of repeating it", () => {
    const block = serviceBlock({
      name: "TV Repair",
      description: "d",
      url: `${SITE}/tv-repair/`,
      siteUrl: SITE,
      servedTowns: ["Charlotte"],
      region: "NC",
    });
    expect(block).toMatchObject({
      "@type": "Service",
      provider: { "@id": organizationId(SITE) },
      areaServed: [{ "@type": "City", name: "Charlotte, NC" }],
    });
  });

  it("turns FAQs into questions with accepted answers", () => {
    expect(faqPage(`${SITE}/x/`, [{ question: "Q?", answer: "A." }])).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("gives a price page's service one Offer per priced row, with a USD price range and the business as provider", () => {
    const block = pricedService({
      name: "Phone repair prices",
      description: "d",
      url: `${SITE}/pricing/phones/`,
      siteUrl: SITE,
      servedTowns: ["Charlotte", "Matthews"],
      region: "NC",
      offers: [
        { name: "iPhone 15 screen replacement", minPrice: 179, maxPrice: 229 },
        { name: "iPhone 15 battery replacement", minPrice: 89, maxPrice: 89 },
      ],
    }) as unknown as Record<string, unknown>;
    expect(block).toMatchObject({
      "@type": "Service",
      "@id": `${SITE}/pricing/phones/#service`,
      provider: { "@id": organizationId(SITE) },
      areaServed: [
        { "@type": "City", name: "Charlotte, NC" },
        { "@type": "City", name: "Matthews, NC" },
      ],
    });
    expect(block.offers).toEqual([
      {
        "@type": "Offer",
        name: "iPhone 15 screen replacement",
        itemOffered: { "@type": "Service", name: "iPhone 15 screen replacement" },
        priceSpecification: { "@type": "PriceSpecification", minPrice: 179, maxPrice: 229, priceCurrency: "USD" },
      },
      {
        "@type": "Offer",
        name: "iPhone 15 battery replacement",
        itemOffered: { "@type": "Service", name: "iPhone 15 battery replacement" },
        priceSpecification: { "@type": "PriceSpecification", minPrice: 89, maxPrice: 89, priceCurrency: "USD" },
      },
    ]);
    // The offers travel as JSON: numbers stay numbers.
    expect(JSON.parse(JSON.stringify(block)).offers[0].priceSpecification.minPrice).toBe(179);
  });

  it("makes the price hub a CollectionPage and other pages a WebPage about the business", () => {
    const args = { url: `${SITE}/pricing/`, name: "Prices", description: "d", siteUrl: SITE };
    expect(webPage({ ...args, type: "CollectionPage" })).toMatchObject({
      "@type": "CollectionPage",
      "@id": `${SITE}/pricing/#webpage`,
      about: { "@id": organizationId(SITE) },
    });
    expect(webPage(args)).toMatchObject({ "@type": "WebPage" });
  });

  it("numbers the steps of a HowTo", () => {
    const block = howTo({
      url: `${SITE}/mail-in-repair/`,
      name: "Mail-in repair",
      description: "d",
      steps: [
        { title: "Pack it", text: "Wrap it." },
        { title: "Ship it", text: "Send it." },
      ],
    }) as unknown as { step: unknown[] };
    expect(block).toMatchObject({ "@type": "HowTo", name: "Mail-in repair" });
    expect(block.step).toEqual([
      { "@type": "HowToStep", position: 1, name: "Pack it", text: "Wrap it.", url: `${SITE}/mail-in-repair/#step-1` },
      { "@type": "HowToStep", position: 2, name: "Ship it", text: "Send it.", url: `${SITE}/mail-in-repair/#step-2` },
    ]);
  });
});

describe("the graph's language", () => {
  const page = webPage({
    url: `${SITE}/es/estado/`,
    name: "Estado",
    description: "Estado de su reparación",
    siteUrl: SITE,
  });
  it("says the page's language on the page's own node (inLanguage), not on the business's", () => {
    const blocks = (graph([organization(BUSINESS, SITE), page], "es") as unknown as { "@graph": Thing[] })["@graph"];
    expect(blocks.map((block) => (block as { inLanguage?: string }).inLanguage)).toEqual([undefined, "es"]);
  });
  it("leaves the nodes as they are without a language", () => {
    const blocks = (graph([page]) as unknown as { "@graph": Thing[] })["@graph"];
    expect(blocks[0]).toBe(page);
  });
});
