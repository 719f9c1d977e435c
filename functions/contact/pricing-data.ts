// The prices the contact function recomputes estimates from, bundled with it: data/pricing.json and each family's
// file. A new family file must be added here too; the build stops, naming the file, until it is (gatsby-node.ts
// compares this list with data/pricing-families/).
import index from "../../data/pricing.json";
import computers from "../../data/pricing-families/computers.json";
import consoles from "../../data/pricing-families/consoles.json";
import phones from "../../data/pricing-families/phones.json";
import tablets from "../../data/pricing-families/tablets.json";
import tvs from "../../data/pricing-families/tvs.json";
import { composePricing, type Pricing, type PricingFamily } from "./pricing";

/** The family files the function bundles, by id (the file name). */
export const FAMILY_FILES: Readonly<Record<string, Omit<PricingFamily, "id">>> = {
  computers,
  consoles,
  phones,
  tablets,
  tvs,
};

export const pricing: Pricing = composePricing(index, FAMILY_FILES);
