import site from "../../../../data/site.json";
import { businessId, faqPage, localBusiness, serviceBlock, webPage } from "../json-ld";
import { howTo, pricedService } from "../json-ld-pages";

const SITE = "https://www.example.com";

describe("JSON-LD builders", () => {
  it("describes the business with the facts of data/site.json", () => {
    const block = localBusiness(site, SITE) as unknown as Record<string, unknown>;
    expect(block).toMatchObject({
      "@type": "ElectronicsStore",
      "@id": `${SITE}/#business`,
      name: "Queen City Tech Repair",
      url: `${SITE}/`,
      telephone: "+1-704-555-0142",
      address: { addressLocality: "Charlotte", addressRegion: "NC", addressCountry: "US", postalCode: "28217" },
      geo: { latitude: 35.178, longitude: -80.8778 },
    });
    expect(block.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "09:00",
        closes: "18:00",
      },
    ]);
    expect(block.areaServed).toContainEqual({ "@type": "City", name: "Charlotte, NC" });
  });

  it("gives the second location its own @id, phone and a parent", () => {
    const block = localBusiness(site, SITE, 1) as unknown as Record<string, unknown>;
    expect(block["@id"]).toBe(`${SITE}/locations/#mount-gilead`);
    expect(block.telephone).toBe("+1-910-555-0187");
    expect(block.parentOrganization).toEqual({ "@id": businessId(SITE) });
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
      provider: { "@id": businessId(SITE) },
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
      provider: { "@id": businessId(SITE) },
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
      about: { "@id": businessId(SITE) },
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
