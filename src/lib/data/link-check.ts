import { analyzePost } from "../blog";
import { blogListPages } from "../blog-pages";
import { locationPath } from "../locations";
import { familyModels, modelPath, pricingPath } from "../price-pages";
import { richLinks } from "../rich-text";
import { resolveSiteUrl } from "../site-url";
import { brokenLinks, dataLinks, type DataLink } from "./cross-check";
import { sayIn, type PathPart } from "./editor-words";
import { noticeLinks } from "./notice-check";
import { pricingFromFiles } from "./pricing-files";
import type { BlogPostData, BusinessData, DocumentData, NavigationData, ServicesData } from "./types";
import { dataOf, type DataFile } from "./validate";

const BLOG_POST = /^data\/blog\/[^/]+\.json$/;
const DOCUMENT = /^data\/documents\/[^/]+\.json$/;

/** The links of a document's copy (its intro, paragraphs and points: lib/rich-text.ts), with where each is written. */
function documentLinks(file: string, doc: DocumentData): DataLink[] {
  const texts: Array<[PathPart[], string]> = [
    [["intro"], doc.intro],
    ...doc.sections.flatMap((section, i) => [
      ...section.paragraphs.map((text, j): [PathPart[], string] => [["sections", i, "paragraphs", j], text]),
      ...(section.items ?? []).map((text, j): [PathPart[], string] => [["sections", i, "items", j], text]),
    ]),
  ];
  return texts.flatMap(([parts, text]) => richLinks(text).map((to, k) => ({ file, parts, to, link: k + 1 })));
}

/**
 * Every link the data writes, with where: the menus', the services' related pages, the notice's, and the links in
 * each post's body (as the post's page renders it) and in each document's copy.
 */
export function siteLinks(files: readonly DataFile[]): DataLink[] {
  const site = dataOf<BusinessData>(files, "data/site.json");
  const siteUrl = resolveSiteUrl(site.siteUrl);
  const postLinks = files
    .filter(({ file }) => BLOG_POST.test(file))
    .flatMap(({ file, data }) =>
      analyzePost((data as BlogPostData).body, siteUrl).internalLinks.map((to, i): DataLink => ({
        file,
        parts: ["body"],
        to,
        link: i + 1,
      })),
    );
  return [
    ...dataLinks(
      dataOf<NavigationData>(files, "data/navigation.json"),
      dataOf<ServicesData>(files, "data/services.json"),
    ),
    ...postLinks,
    ...files
      .filter(({ file }) => DOCUMENT.test(file))
      .flatMap(({ file, data }) => documentLinks(file, data as DocumentData)),
    ...noticeLinks(site),
  ];
}

/**
 * The pages the data makes (gatsby-node.ts createPages): services, shops, price pages (a family's and each model's
 * that offers a repair), documents, posts and the blog's list pages. The site's other pages are its src/pages.
 */
export function dataRoutes(files: readonly DataFile[]): string[] {
  const services = dataOf<ServicesData>(files, "data/services.json").services.map((service) => service.path);
  const shops = dataOf<BusinessData>(files, "data/site.json").locations.map((location) => locationPath(location.id));
  const families = pricingFromFiles([...files]).pricing?.families ?? [];
  const prices = families.flatMap((family) => [
    pricingPath(family.id),
    ...familyModels(family).map(({ brand, model }) => modelPath(family.id, brand.id, model.id)),
  ]);
  const documents = files
    .filter(({ file }) => /^data\/documents\/[^/]+\.json$/.test(file))
    .map(({ data }) => (data as DocumentData).path);
  const posts = files.filter(({ file }) => BLOG_POST.test(file)).map(({ data }) => data as BlogPostData);
  return [
    ...services,
    ...shops,
    ...prices,
    ...documents,
    ...blogListPages(posts.length).map((page) => page.path),
    ...posts.map((post) => `/blog/${post.slug}/`),
  ];
}

/** The build's check that every link the data writes leads to one of `routes` (the pages made), in the editor's words. */
export const linkProblems = (files: readonly DataFile[], routes: ReadonlySet<string>): string[] =>
  brokenLinks(siteLinks(files), routes, sayIn(files));
