import { graphql, type HeadFC } from "gatsby";
import { organization } from "../components/seo/json-ld";
import { Seo } from "../components/seo/seo";
import { useFill } from "../hooks/use-fill";
import { useSiteData } from "../hooks/use-site-data";
import { pathIn } from "../domain/language";
import type { LanguageContext } from "../lib/page-language";
import { staticPage } from "../page-runtime/static-page";

export default staticPage("home");

export const Head: HeadFC<Queries.HomePageQuery, LanguageContext> = ({ data, pageContext }) => {
  const { business, siteUrl } = useSiteData();
  const fill = useFill();
  return (
    <Seo
      title={fill(data.pagesIn!.home.title)}
      description={data.siteIn?.description ?? business.description}
      path={pathIn("/", pageContext.lang)}
      jsonLd={[organization(business, siteUrl)]}
    />
  );
};

export const query = graphql`
  query HomePage($lang: String!) {
    siteIn(lang: $lang) {
      description
    }
    pagesIn(lang: $lang) {
      home {
        title
        ...HomeHero
        ...Highlights
        sections {
          id
          groups
          ...ServiceGroupSection
        }
        about {
          ...HomeAbout
        }
        contact {
          ...HomeContact
        }
      }
      reviews {
        ...ReviewsCopy
      }
    }
    reviewsJson {
      reviews {
        ...ReviewItem
      }
    }
    servicesIn(lang: $lang) {
      label
      path
      group
      summary
    }
  }
`;
