import site from "../../../../data/site.json";
import { businessId, faqPage, localBusiness, serviceBlock } from "../json-ld";

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
});
