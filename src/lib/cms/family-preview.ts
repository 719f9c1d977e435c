import { formatPrice, modelRepairs, ownsRange, type PricingFamily, type PricingModel } from "../../domain/pricing";
import type { CreateElement } from "./create-element";

// The preview of a device family's prices in the CMS (admin-browser.ts registers it): for each model, the repairs its
// page will list and at which price, each marked as the model's own or the family's (a repair's default fills a
// model without a row of its own), and the repairs its page leaves out. So a new model with two prices of its own is
// seen, before the save, to list six.

/** Where a model's price of a repair comes from, in the editor's words. */
export function priceSource(model: PricingModel, repairId: string): "its own price" | "the family's price" {
  return ownsRange(model.prices.find((p) => p.repair === repairId)) ? "its own price" : "the family's price";
}

/** Each model's page as the preview lists it: its repairs with price and source, then what it leaves out. */
export function modelPages(family: Pick<PricingFamily, "repairs" | "brands">) {
  return (family.brands ?? []).map((brand) => ({
    brand: brand.label,
    models: (brand.models ?? []).map((typed) => {
      // A model being added has no prices yet.
      const model = { ...typed, prices: typed.prices ?? [] };
      const listed = modelRepairs(family as PricingFamily, model);
      const ids = new Set(listed.map(({ repair }) => repair.id));
      return {
        label: model.label,
        listed: listed.map(({ repair, price }) => ({
          repair: repair.label,
          price: formatPrice(price),
          source: priceSource(model, repair.id),
        })),
        left: (family.repairs ?? []).filter((repair) => !ids.has(repair.id)).map((repair) => repair.label),
      };
    }),
  }));
}

/** The preview component: `h` is Decap's createElement. */
export function familyPreview(h: CreateElement) {
  const muted = "#555";
  return ({ entry }: { entry: { get(key: string): unknown } }) => {
    const data = (entry.get("data") as { toJS(): unknown }).toJS() as Partial<PricingFamily>;
    const pages = modelPages({ repairs: data.repairs ?? [], brands: data.brands ?? [] });
    return h(
      "article",
      { style: { font: "15px/1.5 system-ui, sans-serif", color: "#1b1b1b", maxWidth: "720px" } },
      h("h1", { style: { fontSize: "24px", margin: "0 0 4px" } }, `${data.label ?? ""}: what each model's page lists`),
      h(
        "p",
        { style: { margin: "0 0 16px", color: muted } },
        "A repair the model has no price of its own for is listed at the family's price (the repair's default). " +
          "Turn a repair off for a model (Offered) to leave it out.",
      ),
      ...pages.map(({ brand, models }) =>
        h(
          "section",
          { key: brand, style: { marginBottom: "16px" } },
          h("h2", { style: { fontSize: "19px", margin: "0 0 8px" } }, brand),
          ...models.map((model, i) =>
            h(
              "details",
              { key: `${model.label}-${i}`, style: { margin: "0 0 6px" } },
              h(
                "summary",
                { style: { cursor: "pointer" } },
                `${model.label}: ${model.listed.length} repair${model.listed.length === 1 ? "" : "s"} listed`,
              ),
              h(
                "ul",
                { style: { margin: "4px 0 0", paddingLeft: "20px" } },
                ...model.listed.map((row) =>
                  h(
                    "li",
                    { key: row.repair },
                    `${row.repair}: ${row.price} `,
                    h("span", { style: { color: muted } }, `(${row.source})`),
                  ),
                ),
              ),
              model.left.length
                ? h("p", { style: { margin: "4px 0 0", color: muted } }, `Not listed: ${model.left.join(", ")}.`)
                : null,
            ),
          ),
        ),
      ),
    );
  };
}
