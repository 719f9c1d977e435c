import site from "../../../../data/site.json";
import { formatHours, locationSchedule, type SpecialHours } from "../../../domain/hours";
import { upcomingClosures } from "../../../domain/open-status";
import { shopViews } from "../location-preview";

// Business facts' preview in the CMS: each shop with the site's own words for its hours and coming closures.

const facts = site as unknown as Parameters<typeof shopViews>[0];
const special = site.specialHours as unknown as SpecialHours[];

describe("each shop as the preview shows it, over data/site.json", () => {
  it.each(site.locations.map((shop, i) => [shop.name, i] as const))("%s", (_name, i) => {
    const shop = site.locations[i];
    // The first special day's week, so the closures the preview lists are those the site lists then.
    const now = new Date(`${special[0]?.date ?? "2026-01-05"}T15:00:00Z`);
    const view = shopViews(facts, now)[i];
    expect(view.name).toBe(shop.name);
    expect(view.address).toContain(shop.streetAddress);
    expect(view.contact).toContain(shop.phone);
    expect(view.hours).toEqual(formatHours(shop.openingHours as Parameters<typeof formatHours>[0]));
    const schedule = locationSchedule(
      { id: shop.id, openingHours: shop.openingHours as Parameters<typeof formatHours>[0] },
      special,
      site.timeZone,
    );
    expect(view.closures).toEqual(upcomingClosures(now, schedule, undefined, 28, { dated: true }));
  });

  it("a day being typed (no closing time yet) leaves it out of the lines and breaks nothing", () => {
    const [first] = site.locations;
    const typing = { ...facts, locations: [{ ...first, openingHours: [{ day: "Monday", opens: "09:00" }] }] };
    expect(shopViews(typing as unknown as Parameters<typeof shopViews>[0], new Date())[0].hours).toEqual([
      "Mon-Sun: Closed",
    ]);
  });
});
