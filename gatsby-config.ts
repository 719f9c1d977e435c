import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import site from "./data/site.json";
import { resolveSiteUrl } from "./src/lib/site-url";

const siteUrl = resolveSiteUrl(site.siteUrl);

/** data/site.json -> SiteJson, data/blog/*.json -> BlogJson, data/documents/*.json -> DocumentsJson. */
const jsonTypeName = ({ node }: { node: { name: string; relativeDirectory: string } }) => {
  const base = node.relativeDirectory ? node.relativeDirectory.split("/")[0] : node.name;
  return `${base.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Json`;
};

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts" },
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
  ],
};

export default config;
