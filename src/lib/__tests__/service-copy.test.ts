import pages from "../../../data/pages.json";
import site from "../../../data/site.json";
import services from "../../../data/services.json";
import { serviceTitle, TITLE_LIMIT } from "../seo";
import { fillTokens } from "../text";

describe("service page head text", () => {
  const fill = (template: string, service: string) =>
    fillTokens(template, { service, phone: site.phone, businessName: site.name });

  // The spec's words, with the phone data/site.json holds today: a new number is the editor's to make.
  it("describes a service as the spec says, with the phone from data", () => {
    expect(fill(pages.service.description, "TV Repair")).toBe(
      `TV Repair in Charlotte, NC. Fast, affordable, expert technicians. Call ${site.phone}.`,
    );
  });

  it("heads the page with '{service} in Charlotte, NC'", () => {
    expect(fill(pages.service.heading, "Console Repair")).toBe("Console Repair in Charlotte, NC");
  });

  it("titles a long service by its own title, whole, within 60 characters", () => {
    const service = services.services.find((s) => s.label === "Equipment Tracking & Reporting")!;
    const title = serviceTitle(pages.service.title, service, { businessName: site.name, phone: site.phone });
    expect(title).toBe("Equipment Tracking & Reporting in Charlotte, NC");
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
  });

  it("titles a service that fits the template by the template", () => {
    const service = services.services.find((s) => s.label === "TV Repair")!;
    expect(serviceTitle(pages.service.title, service, { businessName: site.name })).toBe(
      `TV Repair in Charlotte, NC | ${site.name}`,
    );
  });
});
