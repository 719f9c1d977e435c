import services from "../../../data/services.json";
import site from "../../../data/site.json";
import { estimateName, findEstimate, modelRepairs, type EstimateIds } from "../../../src/domain/pricing";
import { pricing } from "../pricing-data";

// What the tests that run the contact function as it is deployed (its configuration read from data/) send it: a
// service, a shop, a booked repair, each found by what it is in today's data rather than by its name, so the shop
// renaming a service, a shop or a model leaves these tests as they are. The logic tests use fixtures.ts instead.

/** A service of the form's list, and another one. */
export const SERVICE = services.services[0].label;
export const OTHER_SERVICE = services.services[services.services.length - 1].label;

/** The main shop (the header's, and the one a request without a shop goes to), and the last one listed. */
export const MAIN_SHOP = site.locations[0];
export const LAST_SHOP = site.locations[site.locations.length - 1];

/**
 * A repair booked from a price list: the first model row with a price range (two amounts), its ids, the name the
 * e-mail's subject gives it and the service it belongs to.
 */
export const BOOKED = (() => {
  for (const family of pricing.families)
    for (const brand of family.brands)
      for (const model of brand.models)
        for (const { repair, price } of modelRepairs(family, model)) {
          if (price.quote || price.from === null || price.to === null || price.from === price.to) continue;
          const ids: EstimateIds = { device: family.id, brand: brand.id, model: model.id, repair: repair.id };
          const found = findEstimate(pricing, ids);
          if (!found.ok) continue;
          const service = services.services.find((s) => s.path === repair.service)!.label;
          return { ids, name: estimateName(found.estimate), service };
        }
  throw new Error("data/pricing-families/ has no model row with a price range to book");
})();
