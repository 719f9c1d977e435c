import { graphql, type HeadFC } from "gatsby";
import { breadcrumbs } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { blogListPath, type BlogListContext } from "../lib/blog-pages";
import { absoluteUrl } from "../lib/seo";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("blog-list");

export const Head: HeadFC<Queries.BlogListPageQuery, BlogListContext> = ({ data, pageContext }) => {
  const { siteUrl } = useSiteData();
  const fill = useFill();
  const copy = data.pagesJson!.blog;
  const { page } = pageContext;
  const path = blogListPath(page);
  return (
    <Seo
      title={page > 1 ? fill(copy.pagedTitle, { page: String(page) }) : fill(copy.title)}
      description={fill(copy.description)}
      path={path}
      jsonLd={[
        breadcrumbs([
          { name: "Home", url: absoluteUrl(siteUrl, "/") },
          { name: "Blog", url: absoluteUrl(siteUrl, "/blog/") },
          ...(page > 1
            ? [{ name: fill(copy.pagedHeading, { page: String(page) }), url: absoluteUrl(siteUrl, path) }]
            : []),
        ]),
      ]}
    >
      {pageContext.previousPath && <link rel="prev" href={absoluteUrl(siteUrl, pageContext.previousPath)} />}
      {pageContext.nextPath && <link rel="next" href={absoluteUrl(siteUrl, pageContext.nextPath)} />}
    </Seo>
  );
};

export const query = graphql`
  query BlogListPage($skip: Int!, $limit: Int!) {
    pagesJson {
      blog {
        title
        description
        pagedTitle
        ...BlogList
      }
    }
    allBlogJson(sort: [{ fields: { published: DESC } }, { slug: ASC }], skip: $skip, limit: $limit) {
      nodes {
        ...PostCard
      }
    }
  }
`;
