import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { chakra } from "@chakra-ui/react/styled-system";
import { graphql } from "gatsby";
import { useFill } from "../../hooks/use-fill";
import { useSiteData } from "../../hooks/use-site-data";
import { blogListPageNumber } from "../../lib/blog-pages";
import { humanDate } from "../../domain/dates";
import { locationPath } from "../../lib/locations";
import { familyModels, modelPath, modelTitleName, pricingPath, upperFirst } from "../../lib/price-pages";
import { sitemapPages, type SitemapPage } from "../../lib/sitemap";
import { ButtonLink, TextLink } from "../ui/links";
import { PageTitle } from "../ui/page-title";
import { usePageLanguage } from "../../hooks/use-page-language";
import { counterparts, langOfPath } from "../../domain/language";
import type { LanguageContext } from "../../lib/page-language";
import { classNames } from "../../theme/static/class-names";
import type { CSSProperties } from "react";

const cx = classNames("ly");

export const fragment = graphql`
  fragment SitemapCopy on PagesJsonSitemap {
    heading
    mainHeading
    pricesHeading
    servicesHeading
    postsHeading
    downloadLabel
    blogPageLabel
    mainTitles {
      path
      label
    }
  }

  fragment SitemapSources on Query {
    allSitePage(sort: { path: ASC }) {
      nodes {
        path
        pageContext
      }
    }
    services: servicesIn(lang: $lang) {
      path
      kind
      label
    }
    allBlogJson {
      nodes {
        slug
        title
        fields {
          isoDate: published(formatString: "YYYY-MM-DD")
        }
      }
    }
    allDocumentsJson {
      nodes {
        path
        heading
      }
    }
    sitemapPricing: pricingIn(lang: $lang) {
      families {
        ...PriceFamilyCore
      }
    }
    sitemapPages: pagesIn(lang: $lang) {
      pricing {
        heading
        familyHeading
        modelHeading
      }
      location {
        linkLabel
      }
    }
  }
`;

type SitemapListProps = {
  id: string;
  heading: string;
  pages: SitemapPage[];
  named: (path: string) => string;
  withDates?: boolean;
  /** A long list's groups (the price pages by device family): each under its own h3, rendered near the screen (the
   * price pages were most of the page's 1,225 elements, all styled and laid out on load). */
  groupOf?: (path: string) => { id: string; heading: string } | undefined;
};

function SitemapLinks({ pages, named, withDates }: Pick<SitemapListProps, "pages" | "named" | "withDates">) {
  return (
    <chakra.ul ps="5" listStyleType="disc" columns={{ md: withDates ? 1 : 2 }}>
      {pages.map((page) => (
        <chakra.li key={page.path} py="1">
          <TextLink to={page.path}>{named(page.path)}</TextLink>
          {withDates && page.lastmod && (
            <chakra.span color="page.muted">
              {" "}
              · <time dateTime={page.lastmod}>{humanDate(page.lastmod)}</time>
            </chakra.span>
          )}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

/** A titled list of the sitemap's pages. */
function SitemapList({ id, heading, pages, named, withDates = false, groupOf }: SitemapListProps) {
  // Each page to its group's list, or to the list above the groups: its group looked up once.
  const ungrouped: SitemapPage[] = [];
  const groups = new Map<string, { heading: string; pages: SitemapPage[] }>();
  for (const page of pages) {
    const group = groupOf?.(page.path);
    if (!group) {
      ungrouped.push(page);
      continue;
    }
    const list = groups.get(group.id) ?? { heading: group.heading, pages: [] };
    list.pages.push(page);
    groups.set(group.id, list);
  }
  return (
    <chakra.section aria-labelledby={id} mb="10">
      <Heading as="h2" id={id} size="2xl" color="brand.800" mb="3">
        {`${heading} (${pages.length})`}
      </Heading>
      {ungrouped.length > 0 && <SitemapLinks pages={ungrouped} named={named} withDates={withDates} />}
      {[...groups].map(([groupId, group]) => (
        <div key={groupId} className={cx("links")} style={{ "--ly-links": group.pages.length } as CSSProperties}>
          <Heading as="h3" id={`${id}-${groupId}`} size="lg" color="brand.800" mt="4" mb="2">
            {group.heading}
          </Heading>
          <SitemapLinks pages={group.pages} named={named} withDates={withDates} />
        </div>
      ))}
    </chakra.section>
  );
}

export type SitemapSectionsProps = { copy: Queries.SitemapCopyFragment; sources: Queries.SitemapSourcesFragment };

/** The human sitemap, built from the same page list and rules as /sitemap.xml. */
export function SitemapSections({ copy, sources }: SitemapSectionsProps) {
  const fill = useFill();
  const { business } = useSiteData();
  const copyOf = sources.sitemapPages!;
  const families = sources.sitemapPricing?.families ?? [];
  // Each page's name, by its English address, in this page's language.
  const titles = new Map<string, string>([
    ...sources.services.map((s): [string, string] => [s.path, s.label]),
    ...sources.allBlogJson.nodes.map((p): [string, string] => [`/blog/${p.slug}/`, p.title]),
    ...sources.allDocumentsJson.nodes.map((d): [string, string] => [d.path, d.heading]),
    ["/pricing/", copyOf.pricing.heading],
    ...families.map((family): [string, string] => [
      pricingPath(family.id),
      fill(copyOf.pricing.familyHeading, { device: upperFirst(family.singular) }),
    ]),
    ...families.flatMap((family) =>
      familyModels(family).map(({ brand, model }): [string, string] => [
        modelPath(family.id, brand.id, model.id),
        fill(copyOf.pricing.modelHeading, { model: modelTitleName(family, brand.id, model.id) }),
      ]),
    ),
    ...business.locations.map((location): [string, string] => [
      locationPath(location.id),
      fill(copyOf.location.linkLabel, { location: location.name }),
    ]),
  ]);
  // The pages in this page's language: each English page's Spanish one is its pair in /sitemap.xml.
  const { lang } = usePageLanguage();
  const inLanguage = sources.allSitePage.nodes.filter((page) => langOfPath(page.path) === lang);
  // A Spanish page is named as its English page is, in Spanish.
  const englishOf = new Map(
    inLanguage.map((page) => [
      page.path,
      (page.pageContext as Partial<LanguageContext> | null)?.alternates?.en ?? counterparts(page.path).en ?? page.path,
    ]),
  );
  const pages = sitemapPages({
    pages: inLanguage as Array<{ path: string; pageContext?: Partial<LanguageContext> | null }>,
    services: sources.services,
    posts: sources.allBlogJson.nodes.map((p) => ({ slug: p.slug, published: p.fields.isoDate })),
  });
  const named = (path: string) => {
    const listPage = blogListPageNumber(path);
    if (listPage && listPage > 1) return fill(copy.blogPageLabel, { page: String(listPage) });
    const english = englishOf.get(path) ?? path;
    return fill(titles.get(english) ?? copy.mainTitles.find((t) => t.path === english)?.label ?? path);
  };
  const group = (g: SitemapPage["group"]) => pages.filter((p) => p.group === g);
  return (
    <Container maxW="5xl" py={{ base: "10", md: "14" }}>
      <PageTitle mb="4">{copy.heading}</PageTitle>
      <ButtonLink href="/sitemap.xml" download="sitemap.xml" colorPalette="brand" mb="10">
        {copy.downloadLabel}
      </ButtonLink>
      <SitemapList id="main-pages" heading={copy.mainHeading} pages={group("main")} named={named} />
      <SitemapList
        id="prices"
        heading={copy.pricesHeading}
        pages={group("price")}
        named={named}
        groupOf={(path) => {
          const family = families.find((f) => (englishOf.get(path) ?? path).startsWith(pricingPath(f.id)));
          return family && { id: family.id, heading: family.label };
        }}
      />
      <SitemapList id="services" heading={copy.servicesHeading} pages={group("service")} named={named} />
      {/* The blog is English only: the Spanish sitemap has no posts to list. */}
      {group("post").length > 0 && (
        <SitemapList id="posts" heading={copy.postsHeading} pages={group("post")} named={named} withDates />
      )}
    </Container>
  );
}
