/**
 * The shapes of the data files, as the build's pure helpers see them. The file types are
 * generated from data/schemas (types.generated.ts); the names below only point into them.
 */
import type {
  NavigationData,
  PricingFamilyData,
  PricingIndexData,
  ServicesData,
} from "../../domain/data-types.generated";

export type {
  BlogPostData,
  BusinessData,
  DocumentData,
  Link,
  Menu,
  NavigationData,
  PagesData,
  PricingFamilyData,
  PricingIndexData,
  ReviewsData,
  SearchData,
  ServicesData,
} from "../../domain/data-types.generated";

export type NavigationGroup = NavigationData["groups"][number];
export type ServiceEntry = ServicesData["services"][number];
export type Faq = ServiceEntry["faqs"][number];

/** The prices as the build reads them: data/pricing.json with its families' files in its order (pricing-files.ts). */
export type PricingData = Pick<PricingIndexData, "estimateNote"> & {
  families: Array<Omit<PricingFamilyData, "$schema"> & { id: string }>;
};
