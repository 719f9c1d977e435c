import { analyzePost, postWarnings } from "../blog";
import { resolveSiteUrl } from "../site-url";
import { locationTokens } from "../../domain/text";
import { badTokens, duplicateCopy } from "./content-check";
import { crossCheck } from "./cross-check";
import { sayIn, type Say } from "./editor-words";
import { hoursCheck, pastHours } from "./hours-check";
import { noticeCheck } from "./notice-check";
import { placeholders, stalePlaceholders } from "./placeholders";
import { pricingCheck } from "./pricing-check";
import { pricingFromFiles } from "./pricing-files";
import { replyTimeCheck, turnaroundCheck } from "./promise-check";
import { reviewsCheck } from "./reviews-check";
import { searchCheck } from "./search-check";
import { titleProblems } from "./title-check";
import { translationProblems, withTranslationSchemas } from "./translations";
import type {
  BlogPostData,
  BusinessData,
  NavigationData,
  PagesData,
  ReviewsData,
  SearchData,
  ServicesData,
} from "./types";
import { dataOf, validateAgainstSchemas, type DataFile } from "./validate";

export type FilesCheck = {
  /** Each stops the build; one per problem, in the editor's words, then the file and JSON path (editor-words.ts). */
  problems: string[];
  /** Told to the editor; the build goes on (a closure already past, a stand-in already replaced). */
  warnings: string[];
  /** Business facts still placeholders: fatal or a warning depending on the deploy (placeholderReport). */
  placeholders: string[];
};

/**
 * The build's checks of the data files as read (no disk, no network: the CMS runs them in the browser before a save,
 * cms/save-check.ts), as of `today` (YYYY-MM-DD). The schemas come first: a file that does not match its schema is
 * reported alone, since the other checks read the files as the schemas say they are. `more` adds checks that need
 * what only the build has (check-data.ts: the images on disk).
 */
export function checkFiles(
  read: DataFile[],
  today: string,
  more: (files: DataFile[]) => string[] = () => [],
): FilesCheck {
  const files = withTranslationSchemas(read);
  const schemaProblems = validateAgainstSchemas(files);
  if (schemaProblems.length) return { problems: schemaProblems, warnings: [], placeholders: [] };
  // Every check speaks of the files as read: the things by name, the fields by their labels (editor-words.ts).
  const say = sayIn(files);
  const services = dataOf<ServicesData>(files, "data/services.json");
  const site = dataOf<BusinessData>(files, "data/site.json");
  const siteSchema = files.find((f) => f.file === "data/site.json")!.schema;
  const { pricing, problems: pricingFileProblems } = pricingFromFiles(files);
  const problems = [
    ...crossCheck(
      {
        navigation: dataOf<NavigationData>(files, "data/navigation.json"),
        services,
        pages: dataOf<PagesData>(files, "data/pages.json"),
      },
      say,
    ),
    ...pricingFileProblems,
    ...(pricing ? pricingCheck({ pricing, services }) : []),
    ...(pricing ? turnaroundCheck({ pricing, services, files, say }) : []),
    ...replyTimeCheck(files),
    ...(pricing ? searchCheck({ search: dataOf<SearchData>(files, "data/search.json"), pricing, services }, say) : []),
    ...duplicateCopy(services, say),
    ...files.flatMap(({ file, data }) => badTokens(file, data, Object.keys(locationTokens(site.locations)), say)),
    ...titleProblems(files),
    ...translationProblems(files),
    ...hoursCheck(site, siteSchema),
    ...noticeCheck(site, say),
    ...more(files),
    ...reviewsCheck({ reviews: dataOf<ReviewsData>(files, "data/reviews.json"), business: site, services, today }, say),
  ];
  return {
    problems,
    warnings: [...pastHours(site, today, siteSchema), ...stalePlaceholders(files), ...postMinimums(files, site, say)],
    placeholders: placeholders(files),
  };
}

/**
 * Posts under the blog's minimums (500 words, 2 links to pages of the site), read from the body as the page renders
 * it: here rather than when Gatsby reads the post, so `gatsby develop` says it again after every save (watch-data.ts).
 */
const postMinimums = (files: DataFile[], site: BusinessData, say: Say): string[] => {
  const siteUrl = resolveSiteUrl(site.siteUrl);
  return files
    .filter(({ file }) => /^data\/blog\/[^/]+\.json$/.test(file))
    .flatMap(({ file, data }) => postWarnings(file, analyzePost((data as BlogPostData).body, siteUrl), say));
};

/** The build's message for the problems found: one item each, its lines for a developer (file and path) indented. */
export const problemsMessage = (problems: readonly string[]) =>
  `The data files have ${problems.length} problem${problems.length > 1 ? "s" : ""}; the site was not built:\n  - ${problems.map((p) => p.replace(/\n/g, "\n    ")).join("\n  - ")}`;
