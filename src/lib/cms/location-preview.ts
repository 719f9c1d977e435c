import { formatHours, locationSchedule, type DayHours, type SpecialHours } from "../../domain/hours";
import { upcomingClosures } from "../../domain/open-status";
import type { CreateElement } from "./create-element";

// The preview of Business facts in the CMS (admin-browser.ts registers it for data/site.json): each shop as its page
// and footer show it, with the words the site uses for its hours (domain/hours.ts formatHours) and its closures of the
// coming four weeks (domain/open-status.ts upcomingClosures), so a new day, a changed time or a new closure is read
// before the save as a visitor will read it.

type Shop = {
  id?: string;
  name?: string;
  streetAddress?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  phone?: string;
  email?: string;
  openingHours?: DayHours[];
  servedTowns?: string[];
  bookings?: string[];
};
type Facts = { timeZone?: string; locations?: Shop[]; specialHours?: SpecialHours[] };

/** What the preview says of each shop: its address, numbers, hours lines and coming closures, in the site's words. */
export function shopViews(facts: Facts, now: Date) {
  return (facts.locations ?? []).map((shop) => {
    const hours = (shop.openingHours ?? []).filter((h) => h?.day && h.opens && h.closes);
    let closures: string[] = [];
    try {
      const schedule = locationSchedule(
        { id: shop.id ?? "", openingHours: hours },
        facts.specialHours ?? [],
        facts.timeZone ?? "America/New_York",
      );
      closures = upcomingClosures(now, schedule, undefined, 28, { dated: true });
    } catch {
      // A date or time still being typed: the hours lines are enough until it is whole.
    }
    return {
      name: shop.name ?? "",
      address: [
        shop.streetAddress,
        [shop.city, [shop.region, shop.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      ]
        .filter(Boolean)
        .join(", "),
      contact: [shop.phone, shop.email].filter(Boolean).join(" · "),
      hours: formatHours(hours),
      closures,
      towns: (shop.servedTowns ?? []).join(", "),
    };
  });
}

/** The preview component: `h` is Decap's createElement. */
export function locationPreview(h: CreateElement) {
  const muted = "#555";
  return ({ entry }: { entry: { get(key: string): unknown } }) => {
    const facts = (entry.get("data") as { toJS(): unknown }).toJS() as Facts;
    return h(
      "article",
      { style: { font: "15px/1.5 system-ui, sans-serif", color: "#1b1b1b", maxWidth: "720px" } },
      h("h1", { style: { fontSize: "24px", margin: "0 0 4px" } }, "The shops as their pages show them"),
      h(
        "p",
        { style: { margin: "0 0 16px", color: muted } },
        "Hours in the site's words, and the closures of the next four weeks from Special hours.",
      ),
      ...shopViews(facts, new Date()).map((shop, i) =>
        h(
          "section",
          { key: `${shop.name}-${i}`, style: { borderTop: "1px solid #c9c9c9", padding: "12px 0" } },
          h("h2", { style: { fontSize: "19px", margin: "0 0 4px" } }, shop.name),
          h("p", { style: { margin: "0 0 4px" } }, shop.address),
          shop.contact ? h("p", { style: { margin: "0 0 8px" } }, shop.contact) : null,
          h(
            "ul",
            { style: { margin: "0 0 8px", paddingLeft: "20px" } },
            ...shop.hours.map((line) => h("li", { key: line }, line)),
          ),
          shop.closures.length
            ? h(
                "p",
                { style: { margin: "0 0 4px", color: "#9a4b00", fontWeight: 600 } },
                shop.closures.map((line) => `${line}.`).join(" "),
              )
            : h("p", { style: { margin: "0 0 4px", color: muted } }, "No closure in the next four weeks."),
          shop.towns
            ? h("p", { style: { margin: 0, color: muted } }, `Visits and nearest-shop requests from: ${shop.towns}`)
            : null,
        ),
      ),
    );
  };
}
