import type { HeadFC } from "gatsby";
import { Seo } from "../components/seo/seo";
import { staticPage } from "../page-runtime/static-page";
import { DESK_COPY } from "../components/sections/desk-copy";

export default staticPage("desk");

export const Head: HeadFC = () => (
  <Seo title={DESK_COPY.title} description={DESK_COPY.description} path="/desk/" noindex>
    {/* A sign-in link carries its token in the fragment: no address of this page goes to another site. */}
    <meta name="referrer" content="no-referrer" />
  </Seo>
);
