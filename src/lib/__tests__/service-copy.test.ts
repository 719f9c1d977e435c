import pages from "../../../data/pages.json";
import site from "../../../data/site.json";
import { formatTitle } from "../seo";
import { fillTokens } from "../text";

describe("service page head text", () => {
  const fill = (template: string, service: string) =>
    fillTokens(template, { service, phone: site.phone, businessName: site.name });

  it("describes a service as the spec says, with the phone from data", () => {
    expect(fill(pages.service.description, "TV Repair")).toBe(
      "TV Repair in Charlotte, NC. Fast, affordable, expert technicians. Call (704) 555-0142.",
    );
  });

  it("heads the page with '{service} in Charlotte, NC'", () => {
    expect(fill(pages.service.heading, "Console Repair")).toBe("Console Repair in Charlotte, NC");
  });

  it("keeps long service titles within 60 characters", () => {
    const title = formatTitle(fill(pages.service.title, "Equipment Tracking & Reporting"));
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith("...")).toBe(true);
  });
});
