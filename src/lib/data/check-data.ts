import { crossCheck } from "./cross-check";
import { badTokens, duplicateCopy } from "./content-check";
import { hoursCheck, pastHours } from "./hours-check";
import { missingImages } from "./images-check";
import { noticeCheck } from "./notice-check";
import { dataOf, loadDataFiles } from "./load";
import { pricingCheck } from "./pricing-check";
import { pricingFromFiles } from "./pricing-files";
import { reviewsCheck } from "./reviews-check";
import { titleProblems } from "./title-check";
import type { BusinessData, NavigationData, PagesData, ReviewsData, ServicesData } from "./types";
import { validateAgainstSchemas, type DataFile } from "./validate";
import { locationTokens } from "../text";

export type DataCheck = {
  files: DataFile[];
  /** What stops the build, each naming file, entry and field. */
  problems: string[];
  /** What the editor is told and the build goes on with (a closure already past). */
  warnings: string[];
};

/**
 * Every check the build makes of the data files in `root`/data, in one place: the schemas first (the other checks
 * read the files as the schemas describe them), then the rules across fields and files. The build (gatsby-node
 * onPreBootstrap) and `gatsby develop`'s re-check on every change of data/ run this same function.
 */
export function checkData(root: string, today: string): DataCheck {
  const { files, problems } = loadDataFiles(root);
  const schemaProblems = [...problems, ...validateAgainstSchemas(files)];
  if (schemaProblems.length) return { files, problems: schemaProblems, warnings: [] };
  const services = dataOf<ServicesData>(files, "data/services.json");
  const site = dataOf<BusinessData>(files, "data/site.json");
  const { pricing, problems: pricingFileProblems } = pricingFromFiles(files);
  return {
    files,
    problems: [
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
      ...reviewsCheck({
        reviews: dataOf<ReviewsData>(files, "data/reviews.json"),
        business: site,
        services,
        today,
      }),
    ],
    warnings: pastHours(site, today),
  };
}

/** The build's message for the problems found: one line each. */
export const problemsMessage = (problems: readonly string[]) =>
  `The data files have ${problems.length} problem${problems.length > 1 ? "s" : ""}; the site was not built:\n  - ${problems.join("\n  - ")}`;
