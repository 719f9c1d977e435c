import { analyzePost, postWarnings } from "../blog";
import { resolveSiteUrl } from "../site-url";
import { locationTokens } from "../text";
import { badTokens, duplicateCopy } from "./content-check";
import { crossCheck } from "./cross-check";
import { hoursCheck, pastHours } from "./hours-check";
import { missingImages } from "./images-check";
import { noticeCheck } from "./notice-check";
import { dataOf, loadDataFiles } from "./load";
import { placeholders, stalePlaceholders } from "./placeholders";
import { pricingCheck } from "./pricing-check";
import { pricingFromFiles } from "./pricing-files";
import { reviewsCheck } from "./reviews-check";
import { titleProblems } from "./title-check";
import type { BlogPostData, BusinessData, NavigationData, PagesData, ReviewsData, ServicesData } from "./types";
import { validateAgainstSchemas, type DataFile } from "./validate";

export type DataCheck = {
  /** The data files as read, also when they have problems. */
  files: DataFile[];
  /** Each stops the build; one line per problem, naming file, entry and field. */
  problems: string[];
  /** Told to the editor; the build goes on (a closure already past, a stand-in already replaced). */
  warnings: string[];
  /** Business facts still placeholders: fatal or a warning depending on the deploy (placeholderReport). */
  placeholders: string[];
};

/**
 * The build's checks of the data files before anything is built (gatsby-node.ts onPreBootstrap, and `gatsby develop`
 * again on every change of data/: watch-data.ts), over the data/
 * folder of `root`, as of `today` (YYYY-MM-DD, the build's date). The schemas come first: a file that does not match
 * its schema is reported alone, since the other checks read the files as the schemas say they are.
 */
export function checkData(root: string, today: string): DataCheck {
  const { files, problems: unreadable } = loadDataFiles(root);
  const schemaProblems = [...unreadable, ...validateAgainstSchemas(files)];
  if (schemaProblems.length) return { files, problems: schemaProblems, warnings: [], placeholders: [] };
  const services = dataOf<ServicesData>(files, "data/services.json");
  const site = dataOf<BusinessData>(files, "data/site.json");
  const { pricing, problems: pricingFileProblems } = pricingFromFiles(files);
  const problems = [
    ...crossCheck({
      navigation: dataOf<NavigationData>(files, "data/navigation.json"),
      services,
      pages: dataOf<PagesData>(files, "data/pages.json"),
    }),
    ...pricingFileProblems,
    ...(pricing ? pricingCheck({ pricing, services }) : []),
    ...duplicateCopy(services),
    ...files.flatMap(({ file, data }) => badTokens(file, data, Object.keys(locationTokens(site.locations)))),
    ...titleProblems(files),
    ...hoursCheck(site),
    ...noticeCheck(site),
    ...missingImages(files, root),
    ...reviewsCheck({ reviews: dataOf<ReviewsData>(files, "data/reviews.json"), business: site, services, today }),
  ];
  return {
    files,
    problems,
    warnings: [...pastHours(site, today), ...stalePlaceholders(files), ...postMinimums(files, site)],
    placeholders: placeholders(files),
  };
}

/**
 * Posts under the blog's minimums (500 words, 2 links to pages of the site), read from the body as the page renders
 * it: here rather than when Gatsby reads the post, so `gatsby develop` says it again after every save (watch-data.ts).
 */
const postMinimums = (files: DataFile[], site: BusinessData): string[] => {
  const siteUrl = resolveSiteUrl(site.siteUrl);
  return files
    .filter(({ file }) => /^data\/blog\/[^/]+\.json$/.test(file))
    .flatMap(({ file, data }) => postWarnings(file, analyzePost((data as BlogPostData).body, siteUrl)));
};

/** The build's message for the problems found: one line each. */
export const problemsMessage = (problems: readonly string[]) =>
  `The data files have ${problems.length} problem${problems.length > 1 ? "s" : ""}; the site was not built:\n  - ${problems.join("\n  - ")}`;
