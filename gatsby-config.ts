import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import site from "./data/site.json";
import { sitemapPages, type SitemapPage, type SitemapSource } from "./src/lib/sitemap";
import { resolveSiteUrl } from "./src/lib/site-url";

const siteUrl = resolveSiteUrl(site.siteUrl);

/**
 * data/site.json -> SiteJson, data/blog/*.json -> BlogJson, data/pricing-families/*.json -> PricingFamiliesJson, a
 * translation data/site.es.json -> SiteEsJson.
 */
const jsonTypeName = ({ node }: { node: { name: string; relativeDirectory: string } }) => {
  const base = node.relativeDirectory ? node.relativeDirectory.split("/")[0] : node.name;
  return `${base.replace(/(^|[-.])([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Json`;
};

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.join(__dirname, "data"), ignore: ["**/schemas/**"] },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `
          {
            allSitePage { nodes { path pageContext } }
            allService { nodes { path kind } }
            allBlogJson { nodes { slug fields { published } } }
          }
        `,
        resolveSiteUrl: () => siteUrl,
        resolvePages: (data: {
          allSitePage: { nodes: SitemapSource["pages"] };
          allService: { nodes: SitemapSource["services"] };
          allBlogJson: { nodes: Array<{ slug: string; fields: { published: string } }> };
        }) =>
          sitemapPages({
            pages: data.allSitePage.nodes,
            services: data.allService.nodes,
            posts: data.allBlogJson.nodes.map((p) => ({ slug: p.slug, published: p.fields.published.slice(0, 10) })),
          }),
        filterPages: () => false,
        // The pages in two languages name each other (`xhtml:link` alternates, with x-default the English one).
        serialize: ({ path: url, priority, changefreq, lastmod, alternates }: SitemapPage) => ({
          url,
          priority,
          changefreq,
          ...(lastmod ? { lastmod } : {}),
          ...(alternates ? { links: alternates.map(({ lang, path: href }) => ({ lang, url: href })) } : {}),
        }),
      },
    },
  ],
};

export default config;
